import { describe, expect, it } from 'vitest';
import { EventStage, SourceType, StageType } from '../enums.ts';
import type { MatchEvent } from '../model.ts';
import { T0, testEvent } from '../rules/test-support.ts';
import { decodeFeed, encodeFeed, type Row } from './feed-codec.ts';
import { applyEventPatch, decodeEventRow, eventCells, eventDeltaCells } from './fields.ts';

function throughWire(event: MatchEvent): MatchEvent {
  const [row] = decodeFeed(encodeFeed([eventCells(event)]));
  const patch = decodeEventRow(row as Row);
  if (!patch) throw new Error('no patch');
  return applyEventPatch(undefined, patch, { sportId: event.sportId, leagueId: event.leagueId });
}
const cell = (event: MatchEvent, key: string) => new Map(eventCells(event)).get(key);

describe('event cells of spec 1 §3.12-3.17', () => {
  it('[S1 3.12] an end time travels as AP', () => {
    const test = testEvent({ id: 'g_13_testmatch', sportId: 13, endTime: T0 + 4 * 86_400 + 25_200 });
    expect(cell(test, 'AP')).toBe(String(T0 + 4 * 86_400 + 25_200));
    expect(throughWire(test).endTime).toBe(T0 + 4 * 86_400 + 25_200);
  });

  it('[S1 3.13] full-time score (AT/AU), hits (BH/BI) and errors (BJ/BK) survive the wire', () => {
    const cup = testEvent({
      stage: EventStage.afterExtraTime,
      stageType: StageType.finished,
      homeScore: '2',
      awayScore: '1',
      homeFullTimeScore: '1',
      awayFullTimeScore: '1',
    });
    expect([cell(cup, 'AT'), cell(cup, 'AU')]).toEqual(['1', '1']);
    expect(throughWire(cup)).toEqual(cup);
    const game = testEvent({ sportId: 6, homeHits: 9, awayHits: 4, homeErrors: 0, awayErrors: 2 });
    expect([cell(game, 'BH'), cell(game, 'BI'), cell(game, 'BJ'), cell(game, 'BK')]).toEqual([
      '9',
      '4',
      '0',
      '2',
    ]);
    expect(throughWire(game)).toEqual(game);
  });

  it('[S1 3.14] the swapped-participants flag is SW=1, and its removal reads back as absent', () => {
    const swapped = testEvent({ swapped: true });
    expect(cell(swapped, 'SW')).toBe('1');
    expect(throughWire(swapped).swapped).toBe(true);
    const { swapped: _, ...plain } = swapped;
    const delta = eventDeltaCells(swapped, plain as MatchEvent);
    expect(delta).toContainEqual(['SW', '']);
    const patch = decodeEventRow(delta as Row);
    if (!patch) throw new Error('no patch');
    expect(applyEventPatch(swapped, patch, { sportId: 1, leagueId: '1_100' }).swapped).toBeUndefined();
  });

  it('[S1 3.15] period update time, penalty incident, goal under review and info notice survive the wire', () => {
    const event = testEvent({
      periodUpdatedAt: T0 + 2_700,
      penalty: { updatedAt: T0 + 3_000, incidentId: 'p7', stage: EventStage.secondHalf },
      goalUnderReview: 2,
      infoNotice: 'rainStopped',
    });
    expect(cell(event, 'PU')).toBe(String(T0 + 2_700));
    expect(cell(event, 'PQ')).toBe(`${T0 + 3_000}|p7|${EventStage.secondHalf}`);
    expect(cell(event, 'VR')).toBe('2');
    expect(cell(event, 'NI')).toBe('rainStopped');
    expect(throughWire(event)).toEqual(event);
  });

  it('[S1 3.16] [S1 3.17] pitchers (PH/PV) and the source type (SQ, -1..2) survive the wire', () => {
    const game = testEvent({ sportId: 6, homePitcher: 'Yoshinobu Yamamoto', awayPitcher: 'Gerrit Cole' });
    expect([cell(game, 'PH'), cell(game, 'PV')]).toEqual(['Yoshinobu Yamamoto', 'Gerrit Cole']);
    expect(throughWire(game)).toEqual(game);
    for (const sourceType of Object.values(SourceType)) {
      const event = testEvent({ sourceType });
      expect(cell(event, 'SQ')).toBe(String(sourceType));
      expect(throughWire(event).sourceType).toBe(sourceType);
    }
  });

  it('[EVF1] the new codes clash with no other field of an event row', () => {
    const keys = eventCells(
      testEvent({
        endTime: 1,
        homeFullTimeScore: '0',
        awayFullTimeScore: '0',
        homeHits: 1,
        awayHits: 1,
        homeErrors: 1,
        awayErrors: 1,
        swapped: true,
        periodUpdatedAt: 1,
        penalty: { updatedAt: 1, incidentId: '1', stage: EventStage.firstHalf },
        goalUnderReview: 1,
        infoNotice: 'badLight',
        homePitcher: 'a',
        awayPitcher: 'b',
        sourceType: SourceType.yes,
        homeRedCards: 1,
        awayRedCards: 1,
        homeParts: [1],
        awayParts: [0],
      }),
    ).map(([k]) => k);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
