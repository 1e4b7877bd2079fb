/** Participants (teams, players of a duel, a race's entrants): a provider's and an in-process source's. */
import { httpsImageUrl, type Participant, teamColours } from '@nerali/domain';
import type { ProviderRef } from '../../storage/ports.ts';
import { invalidField, unknownReference } from '../errors.ts';
import { participantIdOf } from '../ids.ts';
import type { ProviderWrite } from '../ledger.ts';
import { checkParticipant } from '../own-checks.ts';
import type { ParticipantBody } from '../schemas.ts';
import { countryId, type OwnWrite, type PlanContext, providerRef, sameJson, sportOf } from './references.ts';

export function planParticipant(
  ctx: PlanContext,
  provider: string,
  id: string,
  body: ParticipantBody,
): ProviderWrite {
  const ref: ProviderRef = { provider, kind: 'participant', providerId: id };
  return {
    ref,
    seq: body.seq,
    plan: () => {
      const sport = sportOf(body.sport);
      const ourId = participantIdOf(provider, id);
      const existing = ctx.engine.participants.get(ourId);
      if (existing && existing.sportId !== sport.id) {
        throw invalidField(
          '/sport',
          `participant ${id} belongs to sport ${existing.sportId}; it cannot move`,
        );
      }
      const participant: Participant = {
        id: ourId,
        sportId: sport.id,
        name: body.name,
        shortName: body.shortName ?? body.name,
        countryId: countryId(ctx, provider, body.country),
      };
      // Pictures (docs/decisions.md "Crests and avatars"): stored lower case, only when sent, so a
      // participant written without them stays as it was stored before they existed.
      if (body.colours) participant.colours = teamColours(ourId, body.colours);
      if (body.image !== undefined) {
        const image = httpsImageUrl(body.image);
        if (!image) throw invalidField('/image', 'not a plain https address');
        participant.image = image;
      }
      return {
        ourId,
        apply: () => {
          if (!sameJson(existing, participant)) ctx.engine.putParticipants([participant]);
        },
      };
    },
  };
}

export function planOwnParticipant(
  ctx: PlanContext,
  provider: string,
  participant: Participant,
  seq: number,
): OwnWrite {
  return {
    ref: providerRef(provider, 'participant', participant.id),
    ourId: participant.id,
    check: () => {
      checkParticipant(participant, seq);
      sportOf(participant.sportId);
      const existing = ctx.engine.participants.get(participant.id);
      if (existing && existing.sportId !== participant.sportId) {
        throw invalidField('/sport', `participant ${participant.id} belongs to sport ${existing.sportId}`);
      }
      if (!ctx.engine.countries.has(participant.countryId)) {
        throw unknownReference('/country', `no country ${participant.countryId}`);
      }
    },
  };
}
