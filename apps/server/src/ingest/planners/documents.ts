/**
 * Players, bookmakers and the documents of an object (an event's incidents, a competition's
 * standings, a participant's squad ...) or of their own (rankings, news, videos): a provider's, built
 * from its body, and an in-process source's, whole documents under our keys.
 */
import { type DetailDocument, sportById } from '@nerali/domain';
import type { IngestKind } from '../../storage/ports.ts';
import type { DocumentItem } from '../batch-schemas.ts';
import {
  ballsDocument,
  bookmakerDocument,
  drawDocument,
  incidentsDocument,
  injuriesDocument,
  lineupsDocument,
  matchInfoDocument,
  newsDocument,
  oddsDocument,
  playerDocument,
  raidsDocument,
  rankingDocument,
  squadDocument,
  standingsDocument,
  statisticsDocument,
  transfersDocument,
  videoDocument,
} from '../document-mapping.ts';
import { invalidField } from '../errors.ts';
import { participantIdOf, playerIdOf } from '../ids.ts';
import { documentIngestKind } from '../kinds.ts';
import type { ProviderWrite } from '../ledger.ts';
import {
  lookups as lookupsOf,
  notFound,
  owned,
  type OwnWrite,
  type PlanContext,
  providerRef,
  sportOf,
} from './references.ts';

/** A document item of the API: every detail write but a season (planners/competition.ts). */
export type DocumentWriteItem = Exclude<DocumentItem, { kind: 'season' }>;

/**
 * A provider's document. Those of an event or a competition first look up our id of it (this
 * process's memory, then the provider map), so their write is planned once that read is done.
 */
export function planDocument(
  ctx: PlanContext,
  provider: string,
  item: DocumentWriteItem,
): ProviderWrite | Promise<ProviderWrite> {
  const { engine } = ctx;
  const lookups = lookupsOf(ctx, provider);
  const documentOf = (ingestKind: IngestKind, build: () => DetailDocument): ProviderWrite => ({
    ref: { provider, kind: ingestKind, providerId: item.id },
    seq: item.data.seq,
    plan: () => {
      if ('sport' in item.data) sportOf(item.data.sport);
      const document = build();
      return { ourId: document.key, apply: () => engine.putDocuments([document]) };
    },
  });
  switch (item.kind) {
    case 'player':
      return documentOf('player', () => {
        const existing = engine.document('player', playerIdOf(provider, item.id));
        if (existing && existing.sportId !== item.data.sport) {
          throw invalidField('/sport', `player ${item.id} plays sport ${existing.sportId}; it cannot move`);
        }
        return playerDocument(item.id, item.data, lookups);
      });
    case 'bookmaker':
      return {
        ref: { provider, kind: 'bookmaker', providerId: item.id },
        seq: item.data.seq,
        plan: (known) => {
          const document = bookmakerDocument(item.id, item.data, lookups);
          const existing = engine.document('bookmaker', document.key);
          // As for countries (ids.ts): a 31-bit id space; never take over another provider's bookmaker.
          if (!known && existing && existing.name !== item.data.name) {
            throw invalidField('', `bookmaker id '${item.id}' collides with an existing one; use another id`);
          }
          return { ourId: document.key, apply: () => engine.putDocuments([document]) };
        },
      };
    case 'incidents':
    case 'lineups':
    case 'statistics':
    case 'odds':
    case 'balls':
    case 'raids':
    case 'matchInfo':
      return eventId(ctx, provider, item.id).then((eventId) => {
        switch (item.kind) {
          case 'incidents':
            return documentOf('incident', () => incidentsDocument(eventId, item.data));
          case 'lineups':
            return documentOf('lineup', () => lineupsDocument(eventId, item.data, lookups));
          case 'statistics':
            return documentOf('statistics', () => statisticsDocument(eventId, item.data));
          case 'matchInfo':
            return documentOf('matchInfo', () => matchInfoDocument(eventId, item.data));
          case 'odds':
            return documentOf('odds', () => oddsDocument(eventId, item.data, lookups));
          case 'balls':
            return documentOf('balls', () => {
              // Our event ids carry their sport (g_{sport}_...): no need for the event in the window.
              const sport = sportById(Number(eventId.split('_')[1]));
              if (sport?.key !== 'cricket') {
                throw invalidField('', `event ${item.id} is not a cricket match: balls are cricket's`);
              }
              return ballsDocument(eventId, item.data);
            });
          case 'raids':
            return documentOf('raids', () => {
              const sport = sportById(Number(eventId.split('_')[1]));
              if (sport?.key !== 'kabaddi') {
                throw invalidField('', `event ${item.id} is not a kabaddi match: raids are kabaddi's`);
              }
              return raidsDocument(eventId, item.data);
            });
        }
      });
    case 'standings':
    case 'draw':
      return leagueId(ctx, provider, item.id).then((leagueId) => {
        const league = () => owned(engine.leagues.get(leagueId), 'competition', item.id);
        return item.kind === 'standings'
          ? documentOf('standings', () => standingsDocument(league(), item.data, lookups))
          : documentOf('draw', () => drawDocument(league(), item.data, lookups));
      });
    case 'squad':
    case 'transfers':
    case 'injuries': {
      const participant = () =>
        owned(engine.participants.get(participantIdOf(provider, item.id)), 'participant', item.id);
      if (item.kind === 'squad') {
        return documentOf('squad', () => squadDocument(participant(), item.data, lookups));
      }
      return item.kind === 'transfers'
        ? documentOf('transfers', () => transfersDocument(participant(), item.data, lookups))
        : documentOf('injuries', () => injuriesDocument(participant(), item.data, lookups));
    }
    case 'ranking':
      return documentOf('ranking', () => rankingDocument(item.id, item.data, lookups));
    case 'news':
      return documentOf('news', () => newsDocument(item.id, item.data, lookups));
    case 'video':
      return documentOf('video', () => videoDocument(item.id, item.data, lookups));
  }
}

async function eventId(ctx: PlanContext, provider: string, id: string): Promise<string> {
  const ourId = await ctx.ourIdOf({ provider, kind: 'event', providerId: id });
  if (ourId === null) throw notFound('event', id, `PUT /events/${id}`);
  return ourId;
}

async function leagueId(ctx: PlanContext, provider: string, id: string): Promise<string> {
  const ourId =
    (await ctx.ourIdOf({ provider, kind: 'competition', providerId: id })) ??
    (await ctx.ourIdOf({ provider, kind: 'season', providerId: id }));
  if (ourId === null) throw notFound('competition or season', id, `PUT /competitions/${id}`);
  return ourId;
}

export function planOwnDocument(_ctx: PlanContext, provider: string, document: DetailDocument): OwnWrite {
  return {
    ref: providerRef(provider, documentIngestKind(document.kind), document.key),
    ourId: document.key,
    check: () => {
      if (document.key.length === 0 || document.key.length > 64) {
        throw invalidField('', `a ${document.kind} key must have 1 to 64 characters`);
      }
    },
  };
}
