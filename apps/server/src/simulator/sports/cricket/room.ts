/**
 * Cricket's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { positions } from '../../detail/lineup-template.ts';
import { K, s } from '../../detail/stat-spec.ts';
import { CRICKET_NATIONS, p, TEAM } from '../../league/squad-spec.ts';
import type { SportRules } from '../../types.ts';
import { cricketReport } from './report.ts';
import type { DuelRoom, Played } from '../room.ts';
import type { CricketScript } from './script.ts';
import { ballsDocument, type CricketNaming } from './ball-by-ball.ts';
import { cricketCommentary } from './commentary.ts';
import { cricketChance, cricketDrawChance } from './detail.ts';
import { cricket } from './script.ts';
import { CRICKET } from './world.ts';

const namingOf = (p: Played): CricketNaming => ({
  eventId: p.fx.id,
  script: p.script as CricketScript,
  sheets: p.sheets,
  clockOf: p.clockOf,
});

export const cricketRoom = {
  card: SPORT_CARDS.cricket,
  rules: cricket as SportRules,
  leagues: CRICKET,
  plan: { snapMin: 15 },
  entrants: { players: 'never', pairs: false, women: false },
  lineup: positions('BAT BAT BAT BAT WK AR AR BOWL BOWL BOWL BOWL', 4, 'BAT AR BOWL BOWL'),
  squad: TEAM([p('BAT', 6, 4), p('WK', 2, 1), p('AR', 4, 2), p('BWL', 6, 4)], 99, [178, 7], CRICKET_NATIONS),
  odds: { kind: 'simple', draws: false },
  stats: [
    s('fours', 'Fours', 'பவுண்டரிகள்', { kinds: [K.four] }),
    s('sixes', 'Sixes', 'சிக்ஸர்கள்', { kinds: [K.six] }),
    s('wicketsLost', 'Wickets lost', 'இழந்த விக்கெட்டுகள்', { kinds: [K.wicket] }),
    s('fifties', 'Fifties', 'அரைசதங்கள்', { kinds: [K.fifty] }),
    s('hundreds', 'Hundreds', 'சதங்கள்', { kinds: [K.hundred] }),
    // No extras line: the scorecard tab gives each innings' extras from the deliveries themselves; a
    // drawn count here disagreed with it.
  ],
  tableLeagues: [],
  // First-class cricket counts a win six and a draw one (Ranji, County); the Test series twelve and four.
  leaguePoints: (def) => {
    if (def.format.sport !== 'cricket' || def.format.days === 0) return null;
    const { variants } = SPORT_CARDS.cricket.standings;
    return def.key === 'test-series' ? variants.testChampionship : variants.firstClass;
  },
  news: { result: 'cricket', parts: 'periods', bigWin: null, competition: 'series' },
  detail: {
    // Ball by ball (commentary.ts), and every delivery as the `balls` document (ball-by-ball.ts).
    commentary: {
      style: 'own',
      document: (p) => cricketCommentary(p.fx, namingOf(p), p.t, p.final),
    },
    balls: (p) => ballsDocument(namingOf(p), p.t, p.final),
    homeChance: (fx, script, view) => cricketChance(fx, script as CricketScript, view),
    drawChance: (fx, _script, view, t) => cricketDrawChance(fx, view, t),
    scoreOnEveryIncident: true,
    report: cricketReport,
  },
} satisfies DuelRoom<typeof SPORT_CARDS.cricket>;
