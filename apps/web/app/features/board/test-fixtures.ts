/**
 * Sample leagues and matches, in every state a row can show, built with the domain's real encoder: the
 * five favourite sports here, other duel sports in `duel-fixtures.ts`, races in `race-fixtures.ts`.
 * Test-only: nothing in the app imports it.
 */
import {
  CricketGameType,
  EventStage,
  encodeFullFeed,
  type FullFeedSection,
  type MatchEvent,
  StageType,
  Winner,
} from '@nerali/domain';
import { ENGLAND, event, INDIA, league, NOW_S, USA, WORLD } from '../../kit/event/fixture-base.ts';
import { moreDuelSections } from './duel-fixtures.ts';
import { raceSections } from '../../kit/event/race-fixtures.ts';

export { event, NOW_S } from '../../kit/event/fixture-base.ts';

const live = StageType.live;
const finished = StageType.finished;

export function sampleSections(sportId: number): FullFeedSection[] {
  switch (sportId) {
    case 1: {
      const isl = league(1, 'ISL', 'இந்தியன் சூப்பர் லீக்', 'Indian Super League', INDIA);
      const epl = league(1, 'EPL', 'பிரீமியர் லீக்', 'Premier League', ENGLAND);
      const wc = league(1, 'WCQ', 'உலகக் கோப்பை தகுதிச் சுற்று', 'World Cup qualifiers', WORLD);
      return [
        {
          league: isl,
          country: INDIA,
          events: [
            event(1, isl.id, 'CHEMUM001', {
              homeName: 'Chennaiyin FC',
              awayName: 'Mumbai City FC',
              stageType: live,
              stage: EventStage.secondHalf,
              stageStartTime: NOW_S - 22 * 60 - 10,
              homeScore: '2',
              awayScore: '1',
              awayRedCards: 1,
              scoreChangedAt: NOW_S - 20,
            }),
            event(1, isl.id, 'KERBEN001', {
              homeName: 'Kerala Blasters',
              awayName: 'Bengaluru FC',
              stageType: live,
              stage: EventStage.halfTime,
              homeScore: '0',
              awayScore: '0',
            }),
            event(1, isl.id, 'GOAHYD001', {
              homeName: 'FC Goa',
              awayName: 'Hyderabad FC',
              startTime: NOW_S + 2 * 3600,
            }),
          ],
        },
        {
          league: epl,
          country: ENGLAND,
          events: [
            event(1, epl.id, 'ARSCHE001', {
              homeName: 'Arsenal',
              awayName: 'Chelsea',
              stageType: finished,
              stage: EventStage.finished,
              homeScore: '3',
              awayScore: '1',
              winner: Winner.home,
            }),
            event(1, epl.id, 'LIVMCI001', {
              homeName: 'Liverpool',
              awayName: 'Manchester City',
              stageType: StageType.scheduled,
              stage: EventStage.postponed,
              startTime: NOW_S + 3 * 3600,
            }),
            event(1, epl.id, 'TOTNEW001', {
              homeName: 'Tottenham Hotspur',
              awayName: 'Newcastle United',
              stageType: finished,
              stage: EventStage.afterPenalties,
              homeScore: '1',
              awayScore: '1',
              winner: Winner.away,
            }),
          ],
        },
        {
          league: wc,
          country: WORLD,
          events: [
            event(1, wc.id, 'INDQAT001', {
              homeName: 'India',
              awayName: 'Qatar',
              stageType: live,
              stage: EventStage.firstHalf,
              gameTime: '45+2',
              homeScore: '0',
              awayScore: '0',
            }),
          ],
        },
      ];
    }
    case 2: {
      const atp = league(2, 'ATPCHE', 'சென்னை ஓப்பன்', 'Chennai Open', INDIA);
      return [
        {
          league: atp,
          country: INDIA,
          events: [
            event(2, atp.id, 'NAGSIN001', {
              homeName: 'Nagal S.',
              awayName: 'Sinner J.',
              stageType: live,
              stage: EventStage.thirdSet,
              homeScore: '1',
              awayScore: '1',
              homeParts: [6, 6, 2],
              awayParts: [7, 4, 3],
              homeTiebreaks: [5, null, null],
              awayTiebreaks: [7, null, null],
              homeGameScore: '30',
              awayGameScore: '40',
              service: 2,
            }),
            event(2, atp.id, 'BOPALC001', {
              homeName: 'Bopanna R.',
              awayName: 'Alcaraz C.',
              stageType: finished,
              stage: EventStage.finished,
              homeScore: '0',
              awayScore: '2',
              homeParts: [3, 4],
              awayParts: [6, 6],
              winner: Winner.away,
            }),
            event(2, atp.id, 'RAMDJO001', {
              homeName: 'Ramanathan R.',
              awayName: 'Djokovic N.',
              startTime: NOW_S + 5400,
            }),
          ],
        },
      ];
    }
    case 3: {
      const nba = league(3, 'NBA', 'என்பிஏ', 'NBA', USA);
      return [
        {
          league: nba,
          country: USA,
          events: [
            event(3, nba.id, 'LALBOS001', {
              homeName: 'Los Angeles Lakers',
              awayName: 'Boston Celtics',
              stageType: live,
              stage: EventStage.secondQuarter,
              stageStartTime: NOW_S - 80,
              homeScore: '48',
              awayScore: '51',
              homeParts: [26, 22],
              awayParts: [24, 27],
            }),
            event(3, nba.id, 'GSWMIA001', {
              homeName: 'Golden State Warriors',
              awayName: 'Miami Heat',
              stageType: finished,
              stage: EventStage.afterExtraTime,
              homeScore: '118',
              awayScore: '112',
              homeParts: [30, 25, 28, 22, 13],
              awayParts: [28, 27, 24, 26, 7],
              winner: Winner.home,
            }),
          ],
        },
      ];
    }
    case 13: {
      const ipl = league(13, 'IPL', 'இந்தியன் பிரீமியர் லீக்', 'Indian Premier League', INDIA);
      return [
        {
          league: ipl,
          country: INDIA,
          events: [
            event(13, ipl.id, 'CSKMI0001', {
              homeName: 'Chennai Super Kings',
              awayName: 'Mumbai Indians',
              stageType: live,
              stage: EventStage.secondInning,
              homeScore: '186/4',
              awayScore: '92/3',
              cricket: {
                gameType: CricketGameType.t20,
                batting: 2,
                runRate: '8.36',
                target: 187,
                home: [{ runs: 186, wickets: 4, overs: '20' }],
                away: [{ runs: 92, wickets: 3, overs: '11.0' }],
              },
            }),
            event(13, ipl.id, 'RCBKKR001', {
              homeName: 'Royal Challengers Bengaluru',
              awayName: 'Kolkata Knight Riders',
              stageType: finished,
              stage: EventStage.finished,
              homeScore: '201/6',
              awayScore: '164',
              winner: Winner.home,
              cricket: {
                gameType: CricketGameType.t20,
                batting: 0,
                home: [{ runs: 201, wickets: 6, overs: '20' }],
                away: [{ runs: 164, wickets: 10, overs: '18.3' }],
              },
            }),
          ],
        },
      ];
    }
    case 42: {
      const pkl = league(42, 'PKL', 'புரோ கபடி லீக்', 'Pro Kabaddi League', INDIA);
      return [
        {
          league: pkl,
          country: INDIA,
          events: [
            event(42, pkl.id, 'TTHPAT001', {
              homeName: 'Tamil Thalaivas',
              awayName: 'Patna Pirates',
              stageType: live,
              stage: EventStage.secondHalf,
              gameTime: '31',
              homeScore: '28',
              awayScore: '24',
              homeParts: [15, 13],
              awayParts: [12, 12],
            }),
            event(42, pkl.id, 'BENPUN001', {
              homeName: 'Bengaluru Bulls',
              awayName: 'Puneri Paltan',
              stageType: finished,
              stage: EventStage.finished,
              homeScore: '35',
              awayScore: '38',
              homeParts: [18, 17],
              awayParts: [16, 22],
              winner: Winner.away,
            }),
          ],
        },
      ];
    }
    default:
      return moreDuelSections(sportId) ?? raceSections(sportId);
  }
}

export function sampleFeed(sportId: number, lang: 'ta' | 'en', day = 0, tzMinutes = 330): string {
  return encodeFullFeed({
    sportId,
    lang,
    day,
    tzMinutes,
    sections: sampleSections(sportId),
    signature: '1.1',
    serverTime: NOW_S,
  });
}

export function sampleEvents(sportId: number): MatchEvent[] {
  return sampleSections(sportId).flatMap((s) => [...s.events]);
}
