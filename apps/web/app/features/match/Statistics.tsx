/**
 * Statistics (`df_st`; darts `df_stn` whole match and `df_stp` per set): one line per figure with a
 * bar for each side, by period. The whole match is shown first (and in the first HTML); the period
 * buttons switch after hydration.
 */
import {
  type DecodedStatPeriod,
  decodeStatistics,
  type Lang,
  type MatchEvent,
  type SportInfo,
} from '@nerali/domain';
import { useMemo, useState } from 'react';
import type { T } from '../../i18n/index.ts';
import { nthPart } from '../../kit/event/status.ts';
import { duelFacts } from '../../kit/sport-facts.ts';
import { periodName } from './Summary.tsx';
import { hasData } from './tabs.ts';

export interface StatisticsProps {
  bodies: readonly (string | undefined)[];
  event: MatchEvent;
  sport: SportInfo;
  t: T;
  lang: Lang;
}

/** The number in a statistic's text ("55%", "104.2", "3/5" counts its first number). */
export function statNumber(text: string): number {
  const m = /-?[0-9]+(\.[0-9]+)?/.exec(text);
  return m ? Number(m[0]) : 0;
}

function Line({ name, home, away }: { name: string; home: string; away: string }) {
  const h = Math.max(0, statNumber(home));
  const a = Math.max(0, statNumber(away));
  const total = h + a;
  const hw = total > 0 ? (h / total) * 100 : 0;
  const aw = total > 0 ? (a / total) * 100 : 0;
  return (
    <li className="st-l">
      <div className="st-v">
        <span className={h > a ? 'st-n st-more' : 'st-n'}>{home}</span>
        <span className="st-name">{name}</span>
        <span className={a > h ? 'st-n st-more' : 'st-n'}>{away}</span>
      </div>
      <div className="st-bars" aria-hidden="true">
        <span className="st-bar st-bh">
          <span style={{ width: `${hw}%` }} />
        </span>
        <span className="st-bar st-ba">
          <span style={{ width: `${aw}%` }} />
        </span>
      </div>
    </li>
  );
}

export function Statistics({ bodies, event, sport, t, lang }: StatisticsProps) {
  const periods = useMemo(() => {
    const out: DecodedStatPeriod[] = [];
    for (const body of bodies) if (hasData(body)) out.push(...decodeStatistics(body));
    return out.filter((p) => p.lines.length > 0);
  }, [bodies]);
  const [chosen, setChosen] = useState(0);
  if (periods.length === 0) return <p className="card empty-tab">{t('stats.none')}</p>;
  const label = (period: number) => {
    if (period === 0) return t('stats.whole');
    // Darts per-set figures are numbered by set; elsewhere the period is the stage it covers.
    if (duelFacts(sport).match.stats === 'darts') return nthPart(period, 'set', t);
    return periodName(event, period, t) ?? String(period);
  };
  const index = Math.min(chosen, periods.length - 1);
  const shown = periods[index];
  return (
    <section className="card" aria-labelledby="st-h">
      <h2 className="card-h" id="st-h">
        {t('matchTabs.stats')}
      </h2>
      {periods.length > 1 && (
        <div className="seg" role="group" aria-label={t('stats.periods')}>
          {periods.map((p, i) => (
            <button
              key={`${p.period}:${i}`}
              type="button"
              className="seg-b"
              aria-pressed={i === index}
              onClick={() => setChosen(i)}
            >
              {label(p.period)}
            </button>
          ))}
        </div>
      )}
      <p className="st-sides" aria-hidden="true">
        <span>{event.homeName}</span>
        <span>{event.awayName}</span>
      </p>
      <ul className="st-list">
        {shown?.lines
          .filter((line) => line.name[lang])
          .map((line) => (
            <Line key={line.key} name={line.name[lang]} home={line.home} away={line.away} />
          ))}
      </ul>
    </section>
  );
}
