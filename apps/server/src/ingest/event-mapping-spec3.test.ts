/** Providers send the event fields of spec 1 §3.12-3.17 through the ingest schemas, by name. */
import { EventStage, type MatchEvent, SourceType, sportById, StageType } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { applyState, checkAgainstSport, modelStateOf } from './event-mapping.ts';
import { EventBody, EventPatchBody } from './event-schemas.ts';
import { checkEvent, eventBodyOf } from './own-checks.ts';
import { checkerOf } from './validation.ts';

const NOW_S = 1_795_000_000;
const base: MatchEvent = {
  id: 'g_1_abcdefgh1234',
  sportId: 1,
  leagueId: '1_x',
  startTime: NOW_S - 600,
  stageType: StageType.live,
  stage: EventStage.secondHalf,
  homeId: 'a',
  awayId: 'b',
  homeName: 'A',
  awayName: 'B',
  homeScore: '1',
  awayScore: '0',
};
const put = {
  seq: 1,
  sport: 1,
  competition: 'isl',
  home: 'a',
  away: 'b',
  startTime: NOW_S,
  status: 'live',
  stage: 'secondHalf',
};
const football = sportById(1);
const baseball = sportById(6);

describe('ingest: the event fields of spec 1 §3.12-3.17', () => {
  it('[S1 3.12] [S1 3.13] [S1 3.14] [S1 3.15] [S1 3.17] the schema takes them by name and maps them to the model', () => {
    const body = {
      ...put,
      endTime: NOW_S + 4 * 86_400,
      homeFullTimeScore: '1',
      awayFullTimeScore: '1',
      swapped: true,
      periodUpdatedAt: NOW_S - 30,
      penalty: { updatedAt: NOW_S - 10, incidentId: 'pen-7', stage: 'secondHalf' },
      goalUnderReview: 'away',
      infoNotice: 'rainStopped',
      sourceType: 'finalResultOnly',
    };
    expect(checkerOf(EventBody).check(body)).toBe(true);
    expect(modelStateOf(body as never)).toMatchObject({
      endTime: NOW_S + 4 * 86_400,
      homeFullTimeScore: '1',
      awayFullTimeScore: '1',
      swapped: true,
      periodUpdatedAt: NOW_S - 30,
      penalty: { updatedAt: NOW_S - 10, incidentId: 'pen-7', stage: EventStage.secondHalf },
      goalUnderReview: 2,
      infoNotice: 'rainStopped',
      sourceType: SourceType.finalResultOnly,
    });
  });

  it('[S1 3.15] a notice is a code of the list, never free text; an incident id has no "|"', () => {
    const check = checkerOf(EventBody);
    expect(check.check({ ...put, infoNotice: 'Rain stopped play' })).toBe(false);
    expect(
      check.check({ ...put, penalty: { updatedAt: NOW_S, incidentId: 'a|b', stage: 'secondHalf' } }),
    ).toBe(false);
  });

  it('[S1 3.15] a PATCH clears the goal under review and the notice with null', () => {
    const patch = { seq: 2, goalUnderReview: null, infoNotice: null };
    expect(checkerOf(EventPatchBody).check(patch)).toBe(true);
    const next = applyState({ ...base, goalUnderReview: 1, infoNotice: 'badLight' }, modelStateOf(patch));
    expect('goalUnderReview' in next).toBe(false);
    expect('infoNotice' in next).toBe(false);
  });

  it('[S1 3.13] [S1 3.16] hits, errors and pitchers are baseball’s; a full-time score is a score of the sport', () => {
    if (!football || !baseball) throw new Error('catalogue');
    const game = {
      ...base,
      sportId: 6,
      homeHits: 8,
      awayHits: 5,
      homeErrors: 0,
      awayErrors: 1,
      homePitcher: 'Cole',
    };
    expect(() => checkAgainstSport(game, baseball)).not.toThrow();
    expect(() => checkAgainstSport({ ...base, homeHits: 3 }, football)).toThrow(/baseball/);
    expect(() => checkAgainstSport({ ...base, homeFullTimeScore: '1-1' }, football)).toThrow(
      /homeFullTimeScore/,
    );
  });

  it('[S1 3.12] [S1 3.16] an in-process source (the simulator) is checked with them too', () => {
    if (!baseball) throw new Error('catalogue');
    const game: MatchEvent = {
      ...base,
      id: 'g_6_abcdefgh1234',
      sportId: 6,
      stage: EventStage.seventhInning,
      endTime: NOW_S + 3600,
      homeHits: 8,
      awayHits: 5,
      homeErrors: 0,
      awayErrors: 1,
      homePitcher: 'Gerrit Cole',
      awayPitcher: 'Yoshinobu Yamamoto',
      penalty: { updatedAt: NOW_S, incidentId: '3', stage: EventStage.seventhInning },
      sourceType: SourceType.yes,
    };
    expect(eventBodyOf(game, 1)).toMatchObject({
      homePitcher: 'Gerrit Cole',
      penalty: { stage: 'seventhInning' },
      sourceType: 'yes',
    });
    expect(() => checkEvent(game, 1, baseball)).not.toThrow();
    expect(() => checkEvent({ ...game, homePitcher: '' }, 1, baseball)).toThrow();
  });
});
