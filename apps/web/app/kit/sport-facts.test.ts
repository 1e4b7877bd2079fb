import { SPORT_CARD_LIST, SPORT_ROWS, sportById, type SportInfo, type SportKey } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { setNoun } from './event/status.ts';
import { partNounOf, SPORT_FACTS, sportFacts } from './sport-facts.ts';

const sport = (key: SportKey) => sportById(SPORT_ROWS[key].id) as SportInfo;

describe("the web's sport registry (kit/sport-facts.ts)", () => {
  it("gives every sport a line of its card's kind: duel facts for a duel, race facts for a race", () => {
    for (const card of SPORT_CARD_LIST)
      expect(SPORT_FACTS[card.key as SportKey].kind, card.key).toBe(card.kind);
  });

  it("[CAT18] says an incident's time as the card says it (an over in cricket, a minute for counted clocks)", () => {
    for (const card of SPORT_CARD_LIST) {
      if (card.kind !== 'duel') continue;
      const facts = sportFacts(sport(card.key as SportKey));
      expect(facts.kind === 'duel' && facts.match.incidentTime, card.key).toBe(card.terms.incidentTime);
    }
  });

  it("[CAT18] names a sport's parts and its set stages with the card's noun", () => {
    expect(partNounOf(sport('field-hockey'))).toBe('quarter');
    expect(partNounOf(sport('beach-soccer'))).toBe('period');
    expect(partNounOf(sport('golf'))).toBeNull();
    expect(setNoun(SPORT_ROWS.badminton.id)).toBe('game');
    expect(setNoun(SPORT_ROWS.boxing.id)).toBe('round');
    expect(setNoun(SPORT_ROWS.esports.id)).toBe('map');
    expect(setNoun(SPORT_ROWS.tennis.id)).toBe('set');
  });
});
