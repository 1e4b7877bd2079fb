/**
 * Hand-made cricket scorecards for the rendering tests: a T20 chase in its last overs (India 157/4
 * after 17.4 overs chasing Australia's 180/7, needing 24 off 14), and a Test where India declared.
 * Figures are consistent with each other as a real card's (batters' runs plus extras make the total).
 * Test-only: nothing in the app imports it.
 */
import {
  CricketGameType,
  EventStage,
  type InningsCard,
  type MatchEvent,
  type Scorecard,
  StageType,
} from '@nerali/domain';
import { event, NOW_S } from '../../kit/event/fixture-base.ts';

const AUSTRALIA_INNINGS: InningsCard = {
  innings: 1,
  side: 2,
  batting: [
    {
      name: 'Head',
      runs: 62,
      balls: 35,
      fours: 7,
      sixes: 3,
      strikeRate: '177.14',
      out: { kind: 'caught', bowler: 'Bumrah', fielder: 'Pant' },
    },
    {
      name: 'Warner',
      runs: 18,
      balls: 14,
      fours: 2,
      sixes: 0,
      strikeRate: '128.57',
      out: { kind: 'lbw', bowler: 'Ashwin' },
    },
    {
      name: 'Marsh',
      runs: 40,
      balls: 27,
      fours: 3,
      sixes: 2,
      strikeRate: '148.15',
      out: { kind: 'runOut', fielder: 'Jadeja' },
    },
    {
      name: 'Maxwell',
      runs: 21,
      balls: 10,
      fours: 1,
      sixes: 2,
      strikeRate: '210.00',
      out: { kind: 'stumped', bowler: 'Kuldeep', fielder: 'Pant' },
    },
    {
      name: 'Stoinis',
      runs: 12,
      balls: 9,
      fours: 1,
      sixes: 0,
      strikeRate: '133.33',
      out: { kind: 'bowled', bowler: 'Shami' },
    },
    {
      name: 'Wade',
      runs: 9,
      balls: 11,
      fours: 0,
      sixes: 0,
      strikeRate: '81.82',
      out: { kind: 'caughtAndBowled', bowler: 'Bumrah' },
    },
    {
      name: 'Cummins',
      runs: 4,
      balls: 6,
      fours: 0,
      sixes: 0,
      strikeRate: '66.67',
      out: { kind: 'hitWicket', bowler: 'Shami' },
    },
    { name: 'Starc', runs: 6, balls: 8, fours: 0, sixes: 0, strikeRate: '75.00' },
  ],
  didNotBat: ['Zampa', 'Hazlewood', 'Ellis'],
  extras: { byes: 1, legByes: 2, wides: 3, noBalls: 2, penalties: 0, total: 8 },
  runs: 180,
  wickets: 7,
  legalBalls: 120,
  overs: '20',
  runRate: '9.00',
  closed: true,
  fallOfWickets: [
    { wicket: 1, score: 41, batter: 'Warner', over: '4.2' },
    { wicket: 2, score: 98, batter: 'Head', over: '9.5' },
  ],
  partnerships: [
    { wicket: 1, runs: 41, balls: 26, batters: ['Head', 'Warner'] },
    { wicket: 2, runs: 57, balls: 33, batters: ['Head', 'Marsh'] },
  ],
  bowling: [
    {
      name: 'Bumrah',
      overs: '4',
      maidens: 1,
      runs: 28,
      wickets: 2,
      noBalls: 0,
      wides: 1,
      dots: 12,
      economy: '7.00',
    },
    {
      name: 'Shami',
      overs: '4',
      maidens: 0,
      runs: 41,
      wickets: 2,
      noBalls: 2,
      wides: 0,
      dots: 8,
      economy: '10.25',
    },
  ],
};

const INDIA_INNINGS: InningsCard = {
  innings: 2,
  side: 1,
  batting: [
    {
      name: 'Rohit',
      runs: 45,
      balls: 30,
      fours: 5,
      sixes: 2,
      strikeRate: '150.00',
      out: { kind: 'caught', bowler: 'Starc', fielder: 'Marsh' },
    },
    {
      name: 'Gill',
      runs: 12,
      balls: 10,
      fours: 2,
      sixes: 0,
      strikeRate: '120.00',
      out: { kind: 'bowled', bowler: 'Cummins' },
    },
    {
      name: 'Kohli',
      runs: 61,
      balls: 40,
      fours: 6,
      sixes: 1,
      strikeRate: '152.50',
      atCrease: true,
      onStrike: true,
    },
    {
      name: 'Iyer',
      runs: 8,
      balls: 9,
      fours: 1,
      sixes: 0,
      strikeRate: '88.89',
      out: { kind: 'lbw', bowler: 'Zampa' },
    },
    {
      name: 'Pant',
      runs: 19,
      balls: 12,
      fours: 1,
      sixes: 1,
      strikeRate: '158.33',
      out: { kind: 'stumped', bowler: 'Zampa', fielder: 'Wade' },
    },
    { name: 'Hardik', runs: 5, balls: 7, fours: 0, sixes: 0, strikeRate: '71.43', atCrease: true },
  ],
  didNotBat: ['Jadeja', 'Ashwin', 'Kuldeep', 'Bumrah', 'Shami'],
  extras: { byes: 0, legByes: 3, wides: 3, noBalls: 1, penalties: 0, total: 7 },
  runs: 157,
  wickets: 4,
  legalBalls: 106,
  overs: '17.4',
  runRate: '8.89',
  fallOfWickets: [
    { wicket: 1, score: 30, batter: 'Gill', over: '3.1' },
    { wicket: 2, score: 88, batter: 'Rohit', over: '9.3' },
    { wicket: 3, score: 110, batter: 'Iyer', over: '12.2' },
    { wicket: 4, score: 141, batter: 'Pant', over: '15.5' },
  ],
  partnerships: [
    { wicket: 1, runs: 30, balls: 19, batters: ['Rohit', 'Gill'] },
    { wicket: 5, runs: 16, balls: 11, batters: ['Kohli', 'Hardik'], unbroken: true },
  ],
  bowling: [
    {
      name: 'Starc',
      overs: '4',
      maidens: 0,
      runs: 38,
      wickets: 1,
      noBalls: 1,
      wides: 1,
      dots: 9,
      economy: '9.50',
    },
    {
      name: 'Zampa',
      overs: '3.4',
      maidens: 0,
      runs: 30,
      wickets: 2,
      noBalls: 0,
      wides: 2,
      dots: 6,
      economy: '8.18',
      current: true,
    },
  ],
};

/** India chasing 181 in a T20: 157/4 after 17.4 overs, Kohli on strike, Zampa bowling. */
export const T20_CHASE: Scorecard = {
  eventId: 'g_13_CKT20001',
  toss: { winner: 2, elected: 'bat' },
  venue: 'Wankhede Stadium, Mumbai',
  umpires: ['Nitin Menon', 'Richard Illingworth'],
  innings: [AUSTRALIA_INNINGS, INDIA_INNINGS],
  live: {
    innings: 2,
    striker: 'Kohli',
    nonStriker: 'Hardik',
    bowler: 'Zampa',
    thisOver: ['1', '4', '1wd', 'W'],
    partnership: { runs: 16, balls: 11 },
    need: { runs: 24, balls: 14 },
  },
};

/** The scoreboard row of that chase, as the dc_ feed carries it. */
export const T20_EVENT: MatchEvent = event(13, '13_IPL', 'CKT20001', {
  homeName: 'India',
  awayName: 'Australia',
  startTime: NOW_S - 3 * 3600,
  stageType: StageType.live,
  stage: EventStage.secondInning,
  homeScore: '157/4',
  awayScore: '180/7',
  cricket: {
    gameType: CricketGameType.t20,
    batting: 1,
    runRate: '8.89',
    requiredRunRate: '10.29',
    target: 181,
    home: [{ runs: 157, wickets: 4, overs: '17.4' }],
    away: [{ runs: 180, wickets: 7, overs: '20' }],
  },
});

/** A Test on its fourth day: India 202 and 401/9 declared, England 543 and batting again. */
export const TEST_EVENT: MatchEvent = event(13, '13_TEST', 'CKTEST01', {
  homeName: 'India',
  awayName: 'England',
  startTime: NOW_S - 4 * 86400,
  stageType: StageType.live,
  stage: EventStage.secondInning,
  homeScore: '603/19',
  awayScore: '543',
  cricket: {
    gameType: CricketGameType.test,
    batting: 2,
    runRate: '3.10',
    target: 61,
    home: [
      { runs: 202, wickets: 10, overs: '61.2' },
      { runs: 401, wickets: 9, overs: '120' },
    ],
    away: [
      { runs: 543, wickets: 10, overs: '150.3' },
      { runs: 12, wickets: 0, overs: '4' },
    ],
  },
});

/** Only what the header reads of that Test's card: which innings were declared. */
export const TEST_CARD: Scorecard = {
  eventId: TEST_EVENT.id,
  innings: [
    { ...INDIA_INNINGS, innings: 1, side: 1, runs: 202, wickets: 10, allOut: true, declared: false },
    { ...AUSTRALIA_INNINGS, innings: 2, side: 2, runs: 543, wickets: 10, allOut: true },
    { ...INDIA_INNINGS, innings: 3, side: 1, runs: 401, wickets: 9, declared: true },
    { ...AUSTRALIA_INNINGS, innings: 4, side: 2, runs: 12, wickets: 0 },
  ],
};
