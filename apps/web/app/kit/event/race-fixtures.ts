/**
 * Sample races of the no-duel sports (CDC9 rows: one participant's entry per row, `away*` empty), in the
 * states a race table shows. Test-only: nothing in the app imports it.
 */
import {
  type Country,
  EventStage,
  type FullFeedSection,
  type MatchEvent,
  ParticipantStatus,
  StageType,
  StatsResultType as R,
} from '@nerali/domain';
import { event, INDIA, league, NOW_S } from './fixture-base.ts';

const UAE: Country = { id: 500, code: 'AE', name: { ta: 'ஐக்கிய அரபு அமீரகம்', en: 'UAE' }, order: 8 };
const NORWAY: Country = { id: 600, code: 'NO', name: { ta: 'நார்வே', en: 'Norway' }, order: 9 };
const POLAND: Country = { id: 700, code: 'PL', name: { ta: 'போலந்து', en: 'Poland' }, order: 9 };
const FRANCE: Country = { id: 800, code: 'FR', name: { ta: 'பிரான்ஸ்', en: 'France' }, order: 9 };
const OMAN: Country = { id: 900, code: 'OM', name: { ta: 'ஓமன்', en: 'Oman' }, order: 9 };

/** One participant's entry in a race: the participant on the home side, nobody on the away side. */
export function entry(
  sportId: number,
  leagueId: string,
  id: string,
  name: string,
  extra: Partial<MatchEvent>,
): MatchEvent {
  return event(sportId, leagueId, id, {
    homeName: name,
    homeId: `${id}p`,
    awayName: '',
    awayId: '',
    ...extra,
  });
}

const live = { stageType: StageType.live, stage: EventStage.live } as const;
const finished = { stageType: StageType.finished, stage: EventStage.finished } as const;

export function raceSections(sportId: number): FullFeedSection[] {
  switch (sportId) {
    case 23: {
      const open = league(23, 'HIO_R2', 'ஹீரோ இந்தியன் ஓப்பன்', 'Hero Indian Open', INDIA);
      const round2 = { stageType: StageType.live, stage: EventStage.golfRound2, startTime: NOW_S - 5 * 3600 };
      const golfer = (id: string, name: string, extra: Partial<MatchEvent>) =>
        entry(23, open.id, id, name, { ...round2, ...extra });
      return [
        {
          league: open,
          country: INDIA,
          events: [
            golfer('GOLFSHA01', 'Shubhankar Sharma', {
              rank: 3,
              tiedRank: true,
              homeScore: '-5',
              parToday: '-3',
              holesPlayed: 14,
              results: { [R.round1]: '70' },
            }),
            golfer('GOLFBHU01', 'Gaganjeet Bhullar', {
              rank: 1,
              homeScore: '-8',
              parToday: '-4',
              holesPlayed: 16,
              results: { [R.round1]: '68' },
            }),
            golfer('GOLFLAH01', 'Anirban Lahiri', {
              rank: 3,
              tiedRank: true,
              homeScore: '-5',
              parToday: '-1',
              holesPlayed: 18,
              results: { [R.round1]: '68', [R.round1 + 1]: '71' },
            }),
            golfer('GOLFCHO01', 'Ajeetesh Sandhu', {
              rank: 2,
              homeScore: '-6',
              parToday: 'E',
              holesPlayed: 12,
              results: { [R.round1]: '66' },
            }),
            golfer('GOLFSIN01', 'Jeev Milkha Singh', {
              participantStatus: ParticipantStatus.withdrawn,
              results: { [R.round1]: '77' },
            }),
          ],
        },
      ];
    }
    case 32: {
      const gp = league(32, 'F1ABU', 'அபுதாபி கிராண்ட் பிரி', 'Abu Dhabi Grand Prix', UAE);
      const driver = (id: string, name: string, extra: Partial<MatchEvent>) =>
        entry(32, gp.id, id, name, { ...live, startTime: NOW_S - 3600, ...extra });
      return [
        {
          league: gp,
          country: UAE,
          events: [
            driver('F1NOR0001', 'Lando Norris', {
              rank: 2,
              team: 'McLaren',
              gap: '2.431',
              laps: 41,
              pitstops: 1,
              lapTime: '1:26.904',
              grid: 2,
            }),
            driver('F1VER0001', 'Max Verstappen', {
              rank: 1,
              team: 'Red Bull Racing',
              laps: 41,
              pitstops: 1,
              lapTime: '1:26.512',
              grid: 1,
            }),
            driver('F1LEC0001', 'Charles Leclerc', {
              rank: 3,
              team: 'Ferrari',
              gap: '+9.876',
              laps: 41,
              pitstops: 2,
              grid: 4,
            }),
            driver('F1SAR0001', 'Logan Sargeant', {
              rank: 18,
              team: 'Williams',
              gap: '1:02.331',
              laps: 40,
              pitstops: 1,
              grid: 20,
              results: { [R.lapDistance]: '1' },
            }),
            driver('F1ALO0001', 'Fernando Alonso', {
              participantStatus: ParticipantStatus.didNotFinish,
              team: 'Aston Martin',
              laps: 23,
              pitstops: 1,
              grid: 7,
            }),
          ],
        },
      ];
    }
    case 34: {
      const stage = league(34, 'OMAN3', 'டூர் ஆஃப் ஓமன்: 3-வது நிலை', 'Tour of Oman: stage 3', OMAN);
      const teams = ['UAE Team Emirates', 'Visma Lease a Bike', 'Soudal Quick-Step'];
      const riders: MatchEvent[] = [];
      for (let i = 1; i <= 12; i++) {
        riders.push(
          entry(34, stage.id, `CYC${String(i).padStart(6, '0')}`, `Rider ${String.fromCharCode(64 + i)}`, {
            ...finished,
            rank: i,
            team: teams[i % 3],
            results:
              i === 1 ? { [R.time]: '4:12:33' } : { [R.gap]: `0:00:${String(i * 3).padStart(2, '0')}` },
          }),
        );
      }
      return [{ league: stage, country: OMAN, events: riders }];
    }
    case 35: {
      const race = league(35, 'GUINDY4', 'கிண்டி: 4-வது பந்தயம்', 'Guindy: race 4', INDIA);
      const horse = (id: string, name: string, extra: Partial<MatchEvent>) =>
        entry(35, race.id, id, name, { ...finished, startTime: NOW_S - 2 * 3600, ...extra });
      return [
        {
          league: race,
          country: INDIA,
          events: [
            horse('HRSULT001', 'Sultan Of Kings', { rank: 1, age: 4, weight: '57', startingPrice: '5/2' }),
            horse('HRROSE001', 'Desert Rose', { rank: 2, age: 5, weight: '55.5', startingPrice: '7/1' }),
            horse('HRGOLD001', 'Golden Arrow', {
              participantStatus: ParticipantStatus.nonRunner,
              age: 3,
              weight: '54',
            }),
            horse('HRSTOR001', 'Silver Storm', {
              participantStatus: ParticipantStatus.fall,
              age: 6,
              weight: '58',
              startingPrice: '12/1',
            }),
          ],
        },
      ];
    }
    case 38: {
      const wc = league(38, 'WISLA', 'விஸ்லா உலகக் கோப்பை', 'Wisla World Cup', POLAND);
      const jumper = (id: string, name: string, extra: Partial<MatchEvent>) =>
        entry(38, wc.id, id, name, { ...finished, ...extra });
      return [
        {
          league: wc,
          country: POLAND,
          events: [
            jumper('SJKOBA001', 'Ryoyu Kobayashi', {
              rank: 1,
              results: { [R.jumpRound1]: '134.5', [R.jumpRound2]: '131.0', [R.points]: '287.3' },
            }),
            jumper('SJKRAF001', 'Stefan Kraft', {
              rank: 2,
              results: { [R.jumpRound1]: '132.0', [R.jumpRound2]: '130.5', [R.points]: '281.9' },
            }),
            jumper('SJGRAN001', 'Halvor Egner Granerud', {
              participantStatus: ParticipantStatus.disqualified,
              results: { [R.jumpRound1]: '129.0' },
            }),
          ],
        },
      ];
    }
    case 39: {
      const gs = league(39, 'VALGS', 'வால் டி இசேர்: ஜயன்ட் ஸ்லாலம்', "Val d'Isere: giant slalom", FRANCE);
      return [
        {
          league: gs,
          country: FRANCE,
          events: [
            entry(39, gs.id, 'ALODER001', 'Marco Odermatt', {
              ...finished,
              rank: 1,
              results: { [R.round1]: '1:02.31', [R.round1 + 1]: '1:05.10', [R.time]: '2:07.41' },
            }),
            entry(39, gs.id, 'ALBRAA001', 'Lucas Pinheiro Braathen', {
              ...finished,
              rank: 2,
              results: { [R.round1]: '1:02.55', [R.round1 + 1]: '1:05.28', [R.gap]: '0.42' },
            }),
          ],
        },
      ];
    }
    case 41: {
      const sprint = league(41, 'OSTSPR', 'ஆஸ்டர்சுண்ட்: ஸ்பிரிண்ட்', 'Ostersund: sprint', NORWAY);
      const athlete = (id: string, name: string, extra: Partial<MatchEvent>) =>
        entry(41, sprint.id, id, name, { ...live, startTime: NOW_S - 1800, ...extra });
      return [
        {
          league: sprint,
          country: NORWAY,
          events: [
            athlete('BIBOE0001', 'Johannes Thingnes Boe', {
              rank: 1,
              results: {
                [R.time]: '19:31.4',
                [R.missedShots]: '0',
                [R.penaltyLaps]: '0',
                [R.currentDistance]: '7.5',
              },
            }),
            athlete('BILAE0001', 'Sturla Holm Laegreid', {
              rank: 2,
              results: {
                [R.gap]: '14.2',
                [R.missedShots]: '1',
                [R.penaltyLaps]: '1',
                [R.currentDistance]: '7.5',
              },
            }),
            athlete('BIFIL0001', 'Quentin Fillon Maillet', {
              rank: 3,
              results: { [R.gap]: '+21.0', [R.missedShots]: '0+1', [R.penaltyLaps]: '1' },
            }),
          ],
        },
      ];
    }
    default:
      return [];
  }
}
