/**
 * Sample matches of duel sports beyond the five favourites: one sport family each (periods, sets,
 * games, maps, frames, legs, quarters, innings). Test-only: nothing in the app imports it.
 */
import { type Country, EventStage, type FullFeedSection, StageType, Winner } from '@nerali/domain';
import { event, INDIA, league, NOW_S, USA, WORLD } from '../../kit/event/fixture-base.ts';

const live = StageType.live;
const finished = StageType.finished;
const CANADA: Country = { id: 400, code: 'CA', name: { ta: 'கனடா', en: 'Canada' }, order: 7 };

export function moreDuelSections(sportId: number): FullFeedSection[] | null {
  switch (sportId) {
    case 4: {
      const nhl = league(4, 'NHL', 'என்எச்எல்', 'NHL', CANADA);
      return [
        {
          league: nhl,
          country: CANADA,
          events: [
            event(4, nhl.id, 'TORMTL001', {
              homeName: 'Toronto Maple Leafs',
              awayName: 'Montreal Canadiens',
              stageType: finished,
              stage: EventStage.finished,
              homeScore: '4',
              awayScore: '2',
              homeParts: [1, 2, 1],
              awayParts: [0, 1, 1],
              winner: Winner.home,
            }),
            event(4, nhl.id, 'EDMCGY001', {
              homeName: 'Edmonton Oilers',
              awayName: 'Calgary Flames',
              stageType: live,
              stage: EventStage.secondPeriod,
              stageStartTime: NOW_S - 5 * 60,
              homeScore: '1',
              awayScore: '1',
              homeParts: [1, 0],
              awayParts: [0, 1],
            }),
          ],
        },
      ];
    }
    case 6: {
      const mlb = league(6, 'MLB', 'எம்எல்பி', 'MLB', USA);
      return [
        {
          league: mlb,
          country: USA,
          events: [
            event(6, mlb.id, 'NYYBOS001', {
              homeName: 'New York Yankees',
              awayName: 'Boston Red Sox',
              stageType: finished,
              stage: EventStage.finished,
              homeScore: '5',
              awayScore: '3',
              homeParts: [0, 1, 0, 2, 0, 0, 1, 1, 0],
              awayParts: [1, 0, 0, 0, 2, 0, 0, 0, 0],
              winner: Winner.home,
            }),
          ],
        },
      ];
    }
    case 12: {
      const pvl = league(12, 'PVL', 'பிரைம் கைப்பந்து லீக்', 'Prime Volleyball League', INDIA);
      return [
        {
          league: pvl,
          country: INDIA,
          events: [
            event(12, pvl.id, 'CHECAL001', {
              homeName: 'Chennai Blitz',
              awayName: 'Calicut Heroes',
              stageType: live,
              stage: EventStage.fourthSet,
              homeScore: '2',
              awayScore: '1',
              homeParts: [25, 23, 25, 12],
              awayParts: [21, 25, 22, 10],
            }),
          ],
        },
      ];
    }
    case 14: {
      const pl = league(14, 'PL', 'பிரீமியர் லீக் டார்ட்ஸ்', 'Premier League Darts', WORLD);
      return [
        {
          league: pl,
          country: WORLD,
          events: [
            event(14, pl.id, 'LITMVG001', {
              homeName: 'Luke Littler',
              awayName: 'Michael van Gerwen',
              stageType: live,
              stage: EventStage.live,
              homeScore: '2',
              awayScore: '1',
            }),
          ],
        },
      ];
    }
    case 15: {
      const uk = league(15, 'UKC', 'யுகே சாம்பியன்ஷிப்', 'UK Championship', WORLD);
      return [
        {
          league: uk,
          country: WORLD,
          events: [
            event(15, uk.id, 'ADVTRU001', {
              homeName: 'Pankaj Advani',
              awayName: 'Judd Trump',
              stageType: live,
              stage: EventStage.live,
              homeScore: '4',
              awayScore: '3',
            }),
          ],
        },
      ];
    }
    case 21: {
      const open = league(21, 'SMO', 'சையத் மோடி சர்வதேசம்', 'Syed Modi International', INDIA);
      return [
        {
          league: open,
          country: INDIA,
          events: [
            event(21, open.id, 'SINLAK001', {
              homeName: 'P. V. Sindhu',
              awayName: 'Lakshya Sen',
              stageType: live,
              stage: EventStage.secondSet,
              homeScore: '1',
              awayScore: '0',
              homeParts: [21, 9],
              awayParts: [17, 11],
              homeGameScore: '9',
              awayGameScore: '11',
              service: 1,
            }),
          ],
        },
      ];
    }
    case 24: {
      const fih = league(24, 'FIHPL', 'எஃப்ஐஎச் புரோ லீக்', 'FIH Pro League', WORLD);
      return [
        {
          league: fih,
          country: WORLD,
          events: [
            event(24, fih.id, 'INDAUS001', {
              homeName: 'India',
              awayName: 'Australia',
              stageType: live,
              stage: EventStage.thirdQuarter,
              homeScore: '2',
              awayScore: '1',
              homeParts: [1, 1, 0],
              awayParts: [0, 1, 0],
            }),
          ],
        },
      ];
    }
    case 36: {
      const bgis = league(36, 'BGIS', 'பிஜிஐஎஸ்', 'BGIS', INDIA);
      return [
        {
          league: bgis,
          country: INDIA,
          events: [
            event(36, bgis.id, 'GODSOU001', {
              homeName: 'GodLike Esports',
              awayName: 'Team Soul',
              stageType: live,
              stage: EventStage.secondSet,
              homeScore: '1',
              awayScore: '0',
              homeParts: [13, 7],
              awayParts: [9, 5],
            }),
          ],
        },
      ];
    }
    default:
      return null;
  }
}
