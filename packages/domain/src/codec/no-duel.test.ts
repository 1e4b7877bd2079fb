import { describe, expect, it } from 'vitest';
import { EventStage, ParticipantStatus, StageType, StatsResultType } from '../enums.ts';
import type { MatchEvent } from '../model.ts';
import { decodeFeed, encodeFeed } from './feed-codec.ts';
import { applyEventPatch, decodeEventRow, eventCells, eventDeltaCells } from './fields.ts';

const golfer: MatchEvent = {
  id: 'g_23_golf0001',
  sportId: 23,
  leagueId: '23_dpindia',
  startTime: 1_795_000_000,
  stageType: StageType.live,
  stage: EventStage.golfRound2,
  homeId: 'p_sharma',
  awayId: '',
  homeName: 'Shubhankar Sharma',
  awayName: '',
  rank: 3,
  tiedRank: true,
  holesPlayed: 14,
  parToday: '-3',
  results: { [StatsResultType.round1]: '68', [StatsResultType.rank]: '3' },
};

function roundTrip(event: MatchEvent): MatchEvent {
  const [row] = decodeFeed(encodeFeed([eventCells(event)]));
  const patch = decodeEventRow(row ?? []);
  if (!patch) throw new Error('no patch');
  return applyEventPatch(undefined, patch, { sportId: event.sportId, leagueId: event.leagueId });
}

describe('no-duel rows', () => {
  it('[CDC9] carries rank, tied rank, golf figures and stats results through the wire', () => {
    expect(roundTrip(golfer)).toEqual(golfer);
    const cells = Object.fromEntries(eventCells(golfer));
    expect(cells.RK).toBe('3');
    expect(cells.RT).toBe('1');
    expect(cells.R21).toBe('68');
  });

  it('[CDC9] a racing entry keeps times and gaps as text', () => {
    const driver: MatchEvent = {
      ...golfer,
      id: 'g_32_race0001',
      sportId: 32,
      rank: 2,
      tiedRank: undefined,
      holesPlayed: undefined,
      parToday: undefined,
      lapTime: '1:23.456',
      gap: '+0.812',
      laps: 41,
      grid: 5,
      pitstops: 2,
      team: 'Red Bull ~ Racing',
      participantStatus: ParticipantStatus.didNotFinish,
      results: { [StatsResultType.time]: '1:31:02.117' },
    };
    const back = roundTrip(driver);
    expect(back.lapTime).toBe('1:23.456');
    expect(back.gap).toBe('+0.812');
    expect(back.team).toBe('Red Bull ~ Racing');
    expect(back.participantStatus).toBe(ParticipantStatus.didNotFinish);
    expect(back.results).toEqual({ [StatsResultType.time]: '1:31:02.117' });
  });

  it('[CDC9] a delta adds, changes and removes single results', () => {
    const after: MatchEvent = {
      ...golfer,
      holesPlayed: 15,
      results: { [StatsResultType.round1]: '68', [StatsResultType.round1 + 1]: '33' },
    };
    const delta = eventDeltaCells(golfer, after);
    expect(delta).toEqual([
      ['AA', golfer.id],
      ['GH', '15'],
      ['R22', '33'],
      ['R1', ''],
    ]);
    const patch = decodeEventRow(delta ?? []);
    if (!patch) throw new Error('no patch');
    expect(applyEventPatch(golfer, patch, { sportId: 23, leagueId: golfer.leagueId })).toEqual(after);
  });

  it('[CDC9] ignores result types outside 1-70', () => {
    const patch = decodeEventRow([
      ['AA', 'g_23_x0000001'],
      ['R71', 'x'],
      ['R5', '1:00'],
    ]);
    expect(patch?.results).toEqual({ 5: '1:00' });
  });
});
