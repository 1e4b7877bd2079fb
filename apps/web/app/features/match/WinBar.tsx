/**
 * The win probability bar of a cricket or kabaddi match (the `WP` row of df_sc and df_kb,
 * packages/domain/src/winprob/, docs/win-probability.md): the sides' chances as two coloured parts,
 * a draw's between them when it has any, and the same numbers written beside each side's name, so
 * nothing is told by colour alone. It re-renders with the feed's body, so it moves ball by ball or
 * raid by raid as the tab does. Shown only while the feed carries the row (live or finished).
 */
import type { Lang, WinChances } from '@nerali/domain';
import type { T } from '../../i18n/index.ts';
import { formatNumber } from '../../kit/time/format.ts';

export interface WinBarProps {
  chances: WinChances;
  /** The sides' names, [home, away]. */
  names: readonly [string, string];
  /** The word for the third outcome: a draw, or a tie in limited-overs cricket. */
  drawLabel: string;
  /** What the estimate is made from, in a line under the bar. */
  basis: string;
  t: T;
  lang: Lang;
}

/**
 * A per mille as a whole percent; "<1%" and ">99%" for what is possible but rounds to 0 or 100, so a
 * side still in the match never reads as lost.
 */
export function percentText(perMille: number, lang: Lang): string {
  if (perMille > 0 && perMille < 5) return `<${formatNumber(1, lang)}%`;
  if (perMille > 995 && perMille < 1000) return `>${formatNumber(99, lang)}%`;
  return `${formatNumber(Math.round(perMille / 10), lang)}%`;
}

export function WinBar({ chances, names, drawLabel, basis, t, lang }: WinBarProps) {
  const parts = [
    { key: 'home', label: names[0], value: chances.home },
    ...(chances.draw > 0 ? [{ key: 'draw', label: drawLabel, value: chances.draw }] : []),
    { key: 'away', label: names[1], value: chances.away },
  ];
  return (
    <section className="card wp" aria-labelledby="wp-h">
      <h2 className="card-h" id="wp-h">
        {t('winProbability.title')}
      </h2>
      <div className="wp-bar" aria-hidden="true">
        {parts.map((p) => (
          <span key={p.key} className={`wp-part wp-${p.key}`} style={{ width: `${p.value / 10}%` }} />
        ))}
      </div>
      <ul className="wp-legend">
        {parts.map((p) => (
          <li key={p.key} className={`wp-side wp-side-${p.key}`}>
            <span className={`wp-key wp-${p.key}`} aria-hidden="true" />
            <span className="wp-name">{p.label}</span> <strong>{percentText(p.value, lang)}</strong>
          </li>
        ))}
      </ul>
      <p className="wp-basis">{basis}</p>
    </section>
  );
}
