import {
  type Country,
  EventStage,
  type MatchEvent,
  type Participant,
  StageType,
  Winner,
} from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { fixtures, outcomeFor, participantNameIn, results, summaryOrder } from './select.ts';

const INDIA: Country = { id: 1, code: 'in', name: { ta: 'இந்தியா', en: 'India' }, order: 1 };
const engine = { countries: new Map([[INDIA.id, INDIA]]) };
const side = (name: string): Participant => ({ id: name, sportId: 13, name, shortName: name, countryId: 1 });

describe('participantNameIn', () => {
  it('names a national team in Tamil on the Tamil edition, as its country', () => {
    expect(participantNameIn(engine, side('India'), 'ta')).toBe('இந்தியா');
    expect(participantNameIn(engine, side('India W'), 'ta')).toBe('இந்தியா மகளிர்');
  });

  it('keeps English names in English, and clubs as they are spelt', () => {
    expect(participantNameIn(engine, side('India'), 'en')).toBe('India');
    expect(participantNameIn(engine, side('Chennaiyin FC'), 'ta')).toBe('Chennaiyin FC');
    expect(participantNameIn(engine, { ...side('India'), countryId: 99 }, 'ta')).toBe('India');
  });
});

describe('outcomeFor', () => {
  const shootout = (sportId: number): MatchEvent => ({
    id: `g_${sportId}_so`,
    sportId,
    leagueId: `${sportId}_l`,
    startTime: 0,
    stageType: StageType.finished,
    stage: EventStage.afterPenalties,
    homeId: 'a',
    awayId: 'b',
    homeName: 'A',
    awayName: 'B',
    homeScore: '2',
    awayScore: '2',
    winner: Winner.home,
  });

  it('keeps a field hockey match won on a shoot-out drawn, as its table does (FIH: a bonus point)', () => {
    expect(outcomeFor(shootout(24), 1)).toBe('D');
    expect(outcomeFor(shootout(24), 2)).toBe('D');
  });

  it('gives a football shoot-out to its winner', () => {
    expect(outcomeFor(shootout(1), 1)).toBe('W');
    expect(outcomeFor(shootout(1), 2)).toBe('L');
  });
});

describe('[S2 4.14] the lists are ordered by the composite sort key', () => {
  const game = (id: string, startTime: number, stageType: StageType, homeName: string): MatchEvent => ({
    id,
    sportId: 1,
    leagueId: '1_l',
    startTime,
    stageType,
    stage: stageType === StageType.finished ? EventStage.finished : EventStage.scheduled,
    homeId: homeName,
    awayId: 'x',
    homeName,
    awayName: 'X',
  });
  const finishedA = game('g_1_fa', 1000, StageType.finished, 'Arsenal');
  const finishedZ = game('g_1_fz', 1000, StageType.finished, 'Wolves');
  const older = game('g_1_old', 500, StageType.finished, 'Everton');
  const live = game('g_1_live', 2000, StageType.live, 'Chelsea');
  const soon = game('g_1_soon', 3000, StageType.scheduled, 'Brentford');
  const later = game('g_1_later', 4000, StageType.scheduled, 'Aston Villa');
  const all = [later, finishedZ, older, soon, live, finishedA];
  const ids = (events: MatchEvent[]) => events.map((e) => e.id);

  it('[S2 4.14] results newest first; a shared kick-off A to Z by home name (the key reverses time only)', () => {
    expect(ids(results(all))).toEqual(['g_1_fa', 'g_1_fz', 'g_1_old']);
  });

  it('[S2 4.14] fixtures soonest first, live ones included', () => {
    expect(ids(fixtures(all))).toEqual(['g_1_live', 'g_1_soon', 'g_1_later']);
  });

  it('[S2 4.14] a participant page: the key’s stage mode, live, then upcoming, then results newest first', () => {
    expect(ids(summaryOrder(all))).toEqual([
      'g_1_live',
      'g_1_soon',
      'g_1_later',
      'g_1_fa',
      'g_1_fz',
      'g_1_old',
    ]);
  });
});
