/**
 * Cricket (13). Innings, counted in overs: incident times are overs ("18.3"). A match may be drawn
 * (Tests and first-class) or tied; first-class tables count 6 a win and 1 a draw, the Test championship
 * 12 and 4 (variants). Two score parts (the innings); the detail page is not indexed (CAT8).
 */
import { IncidentKind as K, Market as M } from '../detail/model.ts';
import { type DuelCard, duelRow } from './card.ts';
import { ClockFamily } from './clock-family.ts';
import { type PointsRule, twoOneZero } from './standings-rules.ts';

/** First-class cricket (Ranji Trophy, County Championship): six for a win, one for a draw. */
const firstClass: PointsRule = (r) => (r.outcome === 'W' ? 6 : r.outcome === 'D' ? 1 : 0);
/** The Test championship: twelve for a win, four for a draw. */
const testChampionship: PointsRule = (r) => (r.outcome === 'W' ? 12 : r.outcome === 'D' ? 4 : 0);

export const cricketRow = duelRow({
  kind: 'duel',
  id: 13,
  key: 'cricket',
  slug: 'cricket',
  name: { ta: 'கிரிக்கெட்', en: 'Cricket' },
  parent: null,
  category: false,
  serving: true,
  meeting: false,
  stage: false,
  detailIndexed: false,
  oddsType: '1x2',
  parts: { count: 2, noun: 'inning' },
  clock: { family: ClockFamily.none },
});

export const cricket = {
  ...cricketRow,
  periods: null,
  // Limited-overs matches: the two-way moneyline; matches of days (Tests): three ways, the draw a result.
  markets: [M.moneyline, M.oneXTwo],
  lineup: {
    starters: { usual: 11 },
    positions: {
      BAT: { ta: 'பேட்ஸ்மேன்', en: 'Batter' },
      WK: { ta: 'விக்கெட் காப்பாளர்', en: 'Wicket-keeper' },
      AR: { ta: 'ஆல்ரவுண்டர்', en: 'All-rounder' },
      BOWL: { ta: 'பந்துவீச்சாளர்', en: 'Bowler' },
    },
  },
  standings: {
    usual: 'table',
    points: twoOneZero,
    variants: { firstClass, testChampionship },
    shootout: 'result',
  },
  draws: 'any',
  incidents: [K.wicket, K.four, K.six, K.fifty, K.hundred],
  terms: { scoreUnit: null, incidentTime: 'over' },
} as const satisfies DuelCard;
