/**
 * Kabaddi's room: how its matches play (script.ts), its competitions (world.ts), and what the
 * simulated world adds to its card.
 */
import { SPORT_CARDS } from '@nerali/domain';
import { positions } from '../../detail/lineup-template.ts';
import { K, s } from '../../detail/stat-spec.ts';
import { p, TEAM } from '../../league/squad-spec.ts';
import type { SportRules } from '../../types.ts';
import type { DuelRoom } from '../room.ts';
import { nameKabaddiIncidents, raidCommentary, raidsDocument } from './detail.ts';
import { BENCH, kabaddi, type KabaddiScript, STARTERS } from './script.ts';
import { KABADDI } from './world.ts';

export const kabaddiRoom = {
  card: SPORT_CARDS.kabaddi,
  rules: kabaddi as SportRules,
  leagues: KABADDI,
  plan: { snapMin: 5 },
  entrants: { players: 'never', pairs: false, women: false },
  lineup: positions(STARTERS, BENCH.split(' ').length, BENCH),
  squad: TEAM([p('RAID', 5, 3), p('DEF', 6, 3), p('AR', 3, 1)], 99, [178, 6], ['ir', 'bd', 'np', 'kr', 'jp']),
  odds: { kind: 'stream', mean: 68, perScore: 1.4, draws: true },
  stats: [
    s('raidPoints', 'Raid points', 'ரெய்டு புள்ளிகள்', { kinds: [K.raidPoint, K.superRaid], sumValue: true }),
    s('tacklePoints', 'Tackle points', 'டேக்கிள் புள்ளிகள்', { kinds: [K.tacklePoint], sumValue: true }),
    s('allOuts', 'All-outs inflicted', 'ஆல்-அவுட்கள்', { kinds: [K.allOut] }),
    s('superRaids', 'Super raids', 'சூப்பர் ரெய்டுகள்', { kinds: [K.superRaid] }),
  ],
  tableLeagues: [],
  news: { result: 'score', parts: 'periods', bigWin: { share: 0.25 }, competition: 'series' },
  detail: {
    nameIncidents: (_script, _fx, base, sheets) => nameKabaddiIncidents(base, sheets),
    raids: (fx, script, t, sheets, clockOf) => {
      const raids = raidsDocument(fx.id, script as KabaddiScript, t, sheets, clockOf);
      return { raids, commentary: raidCommentary(fx, raids, script as KabaddiScript, t) };
    },
  },
} satisfies DuelRoom<typeof SPORT_CARDS.kabaddi>;
