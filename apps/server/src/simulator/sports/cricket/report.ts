/**
 * The report of a finished cricket match (df_mr), from its scorecard: the result and its margin (by so
 * many runs, by so many wickets, by an innings and so many runs; a draw, or a tie in a limited-overs
 * match), each side's innings, the top scorer and the best bowling of the match. Tamil as the Tamil
 * sports pages write it (docs/glossary.md: ரன், விக்கெட், ஓவர்கள், ஆல் அவுட், டிக்ளேர், சமநிலை), English
 * for /en; team names in the edition's language, players as written.
 */
import { type InningsCard, nationName, type Scorecard, scorecard, type Text, Winner } from '@nerali/domain';
import type { Finished } from '../room.ts';
import { ballsDocument } from './ball-by-ball.ts';
import type { CricketScript } from './script.ts';

/** A result's margin from the innings: undefined for a draw or a tie. */
export function cricketMarginOf(
  innings: readonly InningsCard[],
  winner: 1 | 2,
): { kind: 'runs' | 'wickets' | 'innings'; n: number } | undefined {
  const loser = winner === 1 ? 2 : 1;
  const of = (side: 1 | 2) => innings.filter((i) => i.side === side);
  const total = (side: 1 | 2) => of(side).reduce((sum, i) => sum + i.runs, 0);
  const last = innings.at(-1);
  if (!last) return undefined;
  // Batting once against two innings and still ahead: an innings win.
  if (of(winner).length === 1 && of(loser).length === 2 && total(winner) > total(loser)) {
    return { kind: 'innings', n: total(winner) - total(loser) };
  }
  // The side batting last reached its target: by the wickets in hand.
  if (last.side === winner) return { kind: 'wickets', n: 10 - last.wickets };
  const n = total(winner) - total(loser);
  return n > 0 ? { kind: 'runs', n } : undefined;
}

const runsTa = (n: number) => `${n} ${n === 1 ? 'ரன்' : 'ரன்கள்'}`;
const runsEn = (n: number) => `${n} run${n === 1 ? '' : 's'}`;

function marginText(m: NonNullable<ReturnType<typeof cricketMarginOf>>): Text {
  switch (m.kind) {
    case 'wickets':
      return { ta: `${m.n} விக்கெட் வித்தியாசத்தில்`, en: `by ${m.n} wicket${m.n === 1 ? '' : 's'}` };
    case 'runs':
      return { ta: `${runsTa(m.n)} வித்தியாசத்தில்`, en: `by ${runsEn(m.n)}` };
    case 'innings':
      return {
        ta: `ஓர் இன்னிங்ஸ் மற்றும் ${runsTa(m.n)} வித்தியாசத்தில்`,
        en: `by an innings and ${runsEn(m.n)}`,
      };
  }
}

/** "245/7 (50 ஓவர்கள்)", "202 ஆல் அவுட்", "401/9 டிக்ளேர்". */
function inningsText(i: InningsCard, limited: boolean): Text {
  const score = i.allOut || i.wickets >= 10 ? String(i.runs) : `${i.runs}/${i.wickets}`;
  const ta = [score, i.allOut || i.wickets >= 10 ? 'ஆல் அவுட்' : '', i.declared ? 'டிக்ளேர்' : ''];
  const en = [score, i.allOut || i.wickets >= 10 ? 'all out' : '', i.declared ? 'dec' : ''];
  if (limited) {
    ta.push(`(${i.overs} ஓவர்கள்)`);
    en.push(`(${i.overs} ov)`);
  }
  return { ta: ta.filter(Boolean).join(' '), en: en.filter(Boolean).join(' ') };
}

/** The highest score of an innings in the match, and the best bowling in an innings (most wickets, fewest runs). */
export function matchBests(card: Scorecard) {
  let top: { name: string; side: 1 | 2; runs: number; balls: number; notOut: boolean } | undefined;
  let best: { name: string; side: 1 | 2; wickets: number; runs: number } | undefined;
  for (const inn of card.innings) {
    for (const b of inn.batting) {
      if (!top || b.runs > top.runs) {
        top = { name: b.name, side: inn.side, runs: b.runs, balls: b.balls, notOut: b.out === undefined };
      }
    }
    const bowling: 1 | 2 = inn.side === 1 ? 2 : 1;
    for (const b of inn.bowling) {
      if (!best || b.wickets > best.wickets || (b.wickets === best.wickets && b.runs < best.runs)) {
        best = { name: b.name, side: bowling, wickets: b.wickets, runs: b.runs };
      }
    }
  }
  return { top, best: best && best.wickets > 0 ? best : undefined };
}

export function cricketReport(match: Finished): { title: Text; body: Text } | undefined {
  const { fx, view, sheets } = match;
  if (!sheets) return undefined;
  const script = match.script as CricketScript;
  const balls = ballsDocument({ eventId: fx.id, script, sheets, clockOf: match.clockOf }, match.t, true);
  const card = scorecard(balls, { finished: true });
  if (card.innings.length === 0) return undefined;
  const limited = script.overs > 0;
  const names = [fx.home.name, fx.away.name] as const;
  const en = (side: 1 | 2) => (side === 1 ? names[0] : names[1]);
  const ta = (side: 1 | 2) => nationName(en(side), 'ta');
  // Each side's innings, the side that batted first first.
  const first = card.innings[0]?.side ?? 1;
  const order: readonly (1 | 2)[] = first === 1 ? [1, 2] : [2, 1];
  const scores = order.map((side) => {
    const list = card.innings.filter((i) => i.side === side).map((i) => inningsText(i, limited));
    return {
      ta: `${ta(side)} ${list.map((x) => x.ta).join(', ')}`,
      en: `${en(side)} ${list.map((x) => x.en).join(' & ')}`,
    };
  });
  const scoresText: Text = {
    ta: `${scores.map((s) => s.ta).join('; ')}.`,
    en: `${scores.map((s) => s.en).join('; ')}.`,
  };
  const { top, best } = matchBests(card);
  const topText: Text | undefined = top && {
    ta: top.notOut
      ? `அதிகபட்சமாக ${top.name} (${ta(top.side)}) ஆட்டமிழக்காமல் ${runsTa(top.runs)} எடுத்தார் (${top.balls} பந்துகள்).`
      : `அதிகபட்சமாக ${top.name} (${ta(top.side)}) ${runsTa(top.runs)} எடுத்தார் (${top.balls} பந்துகள்).`,
    en: `${top.name} (${en(top.side)}) top-scored with ${top.runs}${top.notOut ? ' not out' : ''} off ${top.balls} balls.`,
  };
  const bestText: Text | undefined = best && {
    ta: `பந்துவீச்சில் ${best.name} (${ta(best.side)}) ${runsTa(best.runs)} கொடுத்து ${best.wickets} விக்கெட் வீழ்த்தினார்.`,
    en: `${best.name} (${en(best.side)}) took ${best.wickets} for ${best.runs}, the best bowling of the match.`,
  };
  const tail = (lang: 'ta' | 'en') =>
    [scoresText, topText, bestText]
      .map((x) => x?.[lang] ?? '')
      .filter(Boolean)
      .join(' ');
  const winner = view.winner === Winner.home ? 1 : view.winner === Winner.away ? 2 : undefined;
  const margin = winner ? cricketMarginOf(card.innings, winner) : undefined;
  if (!winner || !margin) {
    // A draw when a match of days runs out of time; a tie when a limited-overs match ends level.
    return {
      title: limited
        ? { ta: `${ta(1)} - ${ta(2)} ஆட்டம் சமநிலையில் முடிந்தது`, en: `${en(1)} and ${en(2)} tie` }
        : { ta: `${ta(1)} - ${ta(2)} ஆட்டம் சமநிலையில் முடிந்தது`, en: `${en(1)} and ${en(2)} draw` },
      body: {
        ta: `${ta(1)}, ${ta(2)} அணிகள் மோதிய ஆட்டம் சமநிலையில் முடிந்தது. ${tail('ta')}`,
        en: `${limited ? `${en(1)} and ${en(2)} finished level: the match is a tie.` : `${en(1)} and ${en(2)} drew.`} ${tail('en')}`,
      },
    };
  }
  const loser: 1 | 2 = winner === 1 ? 2 : 1;
  const m = marginText(margin);
  return {
    title: {
      ta: `${ta(loser)} அணியை ${m.ta} வீழ்த்தியது ${ta(winner)}`,
      en: `${en(winner)} beat ${en(loser)} ${m.en}`,
    },
    body: {
      ta: `${ta(winner)} அணி ${ta(loser)} அணியை ${m.ta} வீழ்த்தியது. ${tail('ta')}`,
      en: `${en(winner)} beat ${en(loser)} ${m.en}. ${tail('en')}`,
    },
  };
}
