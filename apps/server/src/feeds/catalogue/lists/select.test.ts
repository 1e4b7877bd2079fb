import {
  type Country,
  EventStage,
  type MatchEvent,
  type Participant,
  StageType,
  Winner,
} from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { outcomeFor, participantNameIn } from './select.ts';

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
