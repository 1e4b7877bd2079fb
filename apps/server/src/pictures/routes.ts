/**
 * Crests and avatars as images (docs/decisions.md "Crests and avatars"):
 *
 *   GET /img/crest/{participantId}.svg   a team's crest
 *   GET /img/avatar/{playerId}.svg       a player's avatar
 *
 * Drawn from the team's colours and short name (`crestSvg`) or the player's initials (`avatarSvg`),
 * or, when the provider sent an https image, a 302 to it. Pages use these addresses in <img>, so a
 * crest costs the board no JavaScript and every page the same one address per team.
 *
 * An id that cannot be ours is a 400, an unknown one a 404, both coded JSON (errors.ts); nothing here
 * throws on input. A drawing is cached a day (a provider may change colours) and revalidated with
 * its ETag; a redirect is cached an hour.
 */
import { createHash } from 'node:crypto';
import { avatarSvg, crestSvg, teamColours } from '@nerali/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FeedEngine } from '../engine/engine.ts';
import { ErrorCode, errorBody } from '../errors.ts';

export const PICTURE_PREFIX = '/img';
/** Our participant and player ids (feeds/catalogue/lists/parse.ts PARTICIPANT_RE), then `.svg`. */
const FILE_RE = /^([A-Za-z0-9]{1,48})\.svg$/;
const DRAWING_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
const REDIRECT_CACHE = 'public, max-age=3600';

type Picture = { svg: string } | { redirect: string } | null;

function answer(request: FastifyRequest, reply: FastifyReply, what: string, picture: Picture) {
  if (!picture) {
    return reply.code(404).send(errorBody(ErrorCode.notFound, `no ${what} with this id`));
  }
  if ('redirect' in picture) {
    return reply
      .code(302)
      .header('cache-control', REDIRECT_CACHE)
      .header('location', picture.redirect)
      .send();
  }
  const etag = `"${createHash('sha1').update(picture.svg).digest('base64url').slice(0, 22)}"`;
  reply.header('cache-control', DRAWING_CACHE).header('etag', etag);
  const match = request.headers['if-none-match'];
  if (typeof match === 'string' && match.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(picture.svg);
}

function idOf(file: string | undefined): string | null {
  return FILE_RE.exec(file ?? '')?.[1] ?? null;
}

function badId(reply: FastifyReply) {
  return reply
    .code(400)
    .send(errorBody(ErrorCode.badRequest, 'the address must be an id of letters and digits, then .svg'));
}

/** The crest of a participant: its provider's image, else drawn. */
export function crestPicture(engine: FeedEngine, id: string): Picture {
  const participant = engine.participants.get(id);
  if (!participant) return null;
  if (participant.image) return { redirect: participant.image };
  return {
    svg: crestSvg({
      id,
      name: participant.name,
      shortName: participant.shortName,
      colours: teamColours(id, participant.colours),
    }),
  };
}

/** The avatar of a player: its provider's photo, else initials. */
export function avatarPicture(engine: FeedEngine, id: string): Picture {
  const player = engine.document('player', id);
  if (!player) return null;
  if (player.photo) return { redirect: player.photo };
  return { svg: avatarSvg({ id, name: player.name }) };
}

export function registerPictureRoutes(app: FastifyInstance, engine: FeedEngine): void {
  app.get<{ Params: { file: string } }>(`${PICTURE_PREFIX}/crest/:file`, async (request, reply) => {
    const id = idOf(request.params.file);
    if (!id) return badId(reply);
    return answer(request, reply, 'participant', crestPicture(engine, id));
  });
  app.get<{ Params: { file: string } }>(`${PICTURE_PREFIX}/avatar/:file`, async (request, reply) => {
    const id = idOf(request.params.file);
    if (!id) return badId(reply);
    return answer(request, reply, 'player', avatarPicture(engine, id));
  });
}
