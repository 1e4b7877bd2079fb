import { describe, expect, it } from 'vitest';
import { CricketGameType, EventStage, Winner } from '../enums.ts';
import { activePeriodUpdate, PERIOD_UPDATE_ACTIVE_S } from './period-update.ts';
import { isPenaltyUpdateAccepted, PENALTY_WINDOW_S } from './penalty.ts';
import { sidesAsShown } from './swap.ts';
import { T0, testEvent } from './test-support.ts';

describe('[SWP1] [S1 3.14] [S1 4.35] swapped participants', () => {
  const sent = testEvent({
    swapped: true,
    homeId: 'p-away',
    awayId: 'p-home',
    homeName: 'Kerala Blasters',
    awayName: 'Chennaiyin FC',
    homeScore: '0',
    awayScore: '2',
    homeParts: [0],
    awayParts: [1],
    homeRedCards: 1,
    winner: Winner.away,
    service: 1,
    goalUnderReview: 2,
    homeFullTimeScore: '0',
    awayFullTimeScore: '1',
  });

  it('[S1 4.35] swaps the keys: each home field takes the away value and the other way', () => {
    const shown = sidesAsShown(sent);
    expect([shown.homeName, shown.awayName]).toEqual(['Chennaiyin FC', 'Kerala Blasters']);
    expect([shown.homeId, shown.awayId]).toEqual(['p-home', 'p-away']);
    expect([shown.homeScore, shown.awayScore]).toEqual(['2', '0']);
    expect([shown.homeParts, shown.awayParts]).toEqual([[1], [0]]);
    expect([shown.homeFullTimeScore, shown.awayFullTimeScore]).toEqual(['1', '0']);
    // A field only one side has moves to the other side, leaving none behind.
    expect([shown.homeRedCards, shown.awayRedCards]).toEqual([undefined, 1]);
    expect('homeRedCards' in shown).toBe(false);
  });

  it('[S1 4.35] swaps the values that name a side: winner, service, goal under review, batting', () => {
    const shown = sidesAsShown(sent);
    expect(shown.winner).toBe(Winner.home);
    expect(shown.service).toBe(2);
    expect(shown.goalUnderReview).toBe(1);
    expect(sidesAsShown(testEvent({ swapped: true, winner: Winner.draw })).winner).toBe(Winner.draw);
    const cricket = sidesAsShown(
      testEvent({
        swapped: true,
        cricket: {
          gameType: CricketGameType.t20,
          batting: 1,
          home: [{ runs: 90, wickets: 2, overs: '10.0' }],
          away: [{ runs: 180, wickets: 6, overs: '20.0' }],
        },
      }),
    ).cricket;
    expect(cricket?.batting).toBe(2);
    expect(cricket?.home[0]?.runs).toBe(180);
  });

  it('[S1 3.14] without the flag the event is the same object; swapped once it carries no flag', () => {
    const plain = testEvent();
    expect(sidesAsShown(plain)).toBe(plain);
    const shown = sidesAsShown(sent);
    expect(shown.swapped).toBeUndefined();
    expect(sidesAsShown(shown)).toBe(shown);
  });
});

describe('[PUT1] [S1 4.11] period update time', () => {
  it('[S1 4.11] is active for the counter time (60 s) after the update, then reads 0', () => {
    const event = testEvent({ periodUpdatedAt: T0 });
    expect(PERIOD_UPDATE_ACTIVE_S).toBe(60);
    expect(activePeriodUpdate(event, T0)).toBe(T0);
    expect(activePeriodUpdate(event, T0 + 59)).toBe(T0);
    expect(activePeriodUpdate(event, T0 + 60)).toBe(0);
    expect(activePeriodUpdate(event, T0 - 5)).toBe(0);
    expect(activePeriodUpdate(testEvent(), T0)).toBe(0);
  });
});

describe('[PEN1] [S1 4.38] penalty updates', () => {
  const incident = { updatedAt: T0, incidentId: 'p1', stage: EventStage.secondHalf };
  it('[S1 4.38] are accepted within 5 minutes of the counter time, either way, in the same stage', () => {
    expect(PENALTY_WINDOW_S).toBe(300);
    expect(isPenaltyUpdateAccepted(incident, { nowS: T0 + 300, stage: EventStage.secondHalf })).toBe(true);
    expect(isPenaltyUpdateAccepted(incident, { nowS: T0 - 300, stage: EventStage.secondHalf })).toBe(true);
    expect(isPenaltyUpdateAccepted(incident, { nowS: T0 + 301, stage: EventStage.secondHalf })).toBe(false);
  });
  it('[S1 4.38] are refused in another stage', () => {
    expect(isPenaltyUpdateAccepted(incident, { nowS: T0 + 10, stage: EventStage.extraTime })).toBe(false);
  });
});
