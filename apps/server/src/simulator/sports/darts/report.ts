/**
 * The report of a finished darts match (df_mr), from its visits: the winner and the score in sets (or
 * legs), the legs of each set, both three-dart averages, the 180s and the highest checkout, and a
 * nine-darter when there was one. Tamil as the Tamil sports pages write darts (லெக், செட், சராசரி,
 * செக்அவுட், 180கள்: docs/glossary.md), English for /en; players' names as written.
 */
import { nationName, type Text, Winner } from '@nerali/domain';
import type { Finished } from '../room.ts';
import type { DartsScript } from './script.ts';
import { dartsFigures, dartsThrows, threeDartAverage } from './throws.ts';

export function dartsReport(match: Finished): { title: Text; body: Text } | undefined {
  const { fx, view } = match;
  const script = match.script as DartsScript;
  if (view.winner !== Winner.home && view.winner !== Winner.away) return undefined;
  const throws = dartsThrows(script, fx);
  const w = view.winner === Winner.home ? 0 : 1;
  const l = w === 0 ? 1 : 0;
  const names = [fx.home.name, fx.away.name];
  const [wEn, lEn] = [names[w] ?? '', names[l] ?? ''];
  const [wTa, lTa] = [nationName(wEn, 'ta'), nationName(lEn, 'ta')];
  const bySets = script.format.sets > 0;
  const main = [Number(view.homeScore ?? 0), Number(view.awayScore ?? 0)];
  const score = `${main[w]}-${main[l]}`;
  const figures = dartsFigures(throws);
  const fw = figures[w];
  const fl = figures[l];
  const avg = (f: typeof fw) => threeDartAverage(f).toFixed(2);
  const sets: string[] = [];
  if (bySets) {
    const bySet = new Map<number, [number, number]>();
    for (const leg of throws) {
      const legs = bySet.get(leg.set) ?? [0, 0];
      legs[leg.winner]++;
      bySet.set(leg.set, legs);
    }
    for (const legs of bySet.values()) sets.push(`${legs[w]}-${legs[l]}`);
  }
  const checkouts = throws.map((leg) => ({ side: leg.winner, value: leg.checkout }));
  const top = checkouts.reduce((a, b) => (b.value > a.value ? b : a), checkouts[0] ?? { side: w, value: 0 });
  const topName = { ta: top.side === w ? wTa : lTa, en: top.side === w ? wEn : lEn };
  const nine = throws.find(
    (leg) => leg.visits.filter((v) => v.side === leg.winner).reduce((sum, v) => sum + v.darts, 0) === 9,
  );
  const nineName = nine && { ta: nine.winner === w ? wTa : lTa, en: nine.winner === w ? wEn : lEn };
  const unitTa = bySets ? 'செட்' : 'லெக்';
  const body: Text = {
    ta: [
      `${wTa}, ${lTa} மோதிய ஆட்டத்தில் ${score} என்ற ${unitTa} கணக்கில் ${wTa} வென்றார்.`,
      sets.length > 0 ? `செட்கள் வாரியாக லெக்குகள்: ${sets.join(', ')}.` : '',
      `மூன்று டார்ட் சராசரி: ${wTa} ${avg(fw)}, ${lTa} ${avg(fl)}.`,
      `180கள்: ${wTa} ${fw.oneEighties}, ${lTa} ${fl.oneEighties}.`,
      top.value > 0 ? `அதிகபட்ச செக்அவுட்: ${top.value} (${topName.ta}).` : '',
      nineName ? `${nineName.ta} ஒன்பது டார்ட்களில் ஒரு லெக்கை முடித்தார்.` : '',
    ]
      .filter(Boolean)
      .join(' '),
    en: [
      `${wEn} beat ${lEn} ${score} in ${bySets ? 'sets' : 'legs'}.`,
      sets.length > 0 ? `The sets went ${sets.join(', ')}.` : '',
      `${wEn} averaged ${avg(fw)}, ${lEn} ${avg(fl)}.`,
      `180s: ${wEn} ${fw.oneEighties}, ${lEn} ${fl.oneEighties}.`,
      top.value > 0 ? `Highest checkout: ${top.value} (${topName.en}).` : '',
      nineName ? `${nineName.en} threw a nine-darter.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  };
  return {
    title: {
      // No case ending on a name written in Latin letters: the pair, then the winner.
      ta: `${wTa} - ${lTa}: ${score} என்ற ${unitTa} கணக்கில் ${wTa} வெற்றி`,
      en: `${wEn} beat ${lEn} ${score}`,
    },
    body,
  };
}
