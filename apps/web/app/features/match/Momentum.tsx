/**
 * Football's momentum graph on the summary tab (the `MO` rows of d_su: `momentumCurve` in
 * packages/domain/src/momentum/): one bar a minute above the centre line for home pressure (the home
 * colour), below it for away pressure, a dashed line at half-time and a dot at each goal, on the
 * goal's side. Server-rendered SVG with no script of its own: it re-renders with the summary feed's
 * body, which the page's live hook fetches again when the incidents or the statistics change.
 * Screen readers get one sentence per half (which side pressed more) and the goals, as role="img".
 */
import {
  type DecodedIncident,
  EventStage,
  IncidentKind,
  type Lang,
  type MatchEvent,
  matchMinute,
  type MomentumPoint,
  pressedMore,
} from '@nerali/domain';
import type { T } from '../../i18n/index.ts';
import { formatNumber } from '../../kit/time/format.ts';

const W = 360;
const H = 120;
const MID = H / 2;
/** Room above and below the tallest bar for the goal dots. */
const PAD = 8;
const GOALS: readonly number[] = [IncidentKind.goal, IncidentKind.penaltyGoal, IncidentKind.ownGoal];

export interface MomentumProps {
  points: readonly MomentumPoint[];
  /** The d_su incidents, for the goal marks. */
  incidents: readonly DecodedIncident<string>[];
  event: MatchEvent;
  /** A period's name ("முதல் பாதி"), as the summary's headings write it. */
  halfName: (stage: number) => string;
  t: T;
  lang: Lang;
}

/** The halves (and extra time) the curve reaches, with their minutes. */
function spans(last: number): { stage: number; from: number; to: number }[] {
  const out: { stage: number; from: number; to: number }[] = [
    { stage: EventStage.firstHalf, from: 1, to: 45 },
  ];
  if (last > 45) out.push({ stage: EventStage.secondHalf, from: 46, to: 90 });
  if (last > 90) out.push({ stage: EventStage.extraTime, from: 91, to: 120 });
  return out;
}

/** The sentence a screen reader hears for the graph. */
export function momentumSummary(
  points: readonly MomentumPoint[],
  goals: readonly { minute: number; side: 1 | 2 }[],
  event: MatchEvent,
  halfName: (stage: number) => string,
  t: T,
  lang: Lang,
): string {
  const last = points.at(-1)?.minute ?? 0;
  const parts = [t('momentum.graph', { minutes: formatNumber(last, lang) })];
  for (const span of spans(last)) {
    const half = halfName(span.stage);
    const side = pressedMore(points, span.from, span.to);
    if (side === 0) parts.push(t('momentum.even', { half }));
    else parts.push(t('momentum.pressed', { half, team: side === 1 ? event.homeName : event.awayName }));
  }
  if (goals.length > 0) {
    const list = goals
      .map((g) =>
        t('momentum.goal', {
          minute: formatNumber(g.minute, lang),
          team: g.side === 1 ? event.homeName : event.awayName,
        }),
      )
      .join(', ');
    parts.push(t('momentum.goals', { list }));
  }
  return parts.join(' ');
}

export function Momentum({ points, incidents, event, halfName, t, lang }: MomentumProps) {
  if (points.length === 0) return null;
  const last = points.at(-1)?.minute ?? 1;
  // A full match's width from the start, so the graph grows to the right as the match goes on.
  const span = last > 90 ? 120 : 90;
  const step = W / span;
  const bar = Math.max(1, step - 0.8);
  const reach = MID - PAD;
  const goals = incidents.flatMap((i) => {
    if (!GOALS.includes(i.kind)) return [];
    const minute = matchMinute(i.time);
    return minute === null ? [] : [{ minute: Math.min(span, Math.max(1, minute)), side: i.side, seq: i.seq }];
  });
  const label = momentumSummary(points, goals, event, halfName, t, lang);
  const x = (minute: number) => (minute - 1) * step;
  return (
    <section className="card mo" aria-labelledby="mo-h">
      <h2 className="card-h" id="mo-h">
        {t('momentum.title')}
      </h2>
      <div className="mo-plot">
        <svg className="mo-svg" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
          <line className="mo-ht" x1={45 * step} x2={45 * step} y1={0} y2={H} />
          {span > 90 && <line className="mo-ht" x1={90 * step} x2={90 * step} y1={0} y2={H} />}
          {points.map((p) => {
            if (p.value === 0) return null;
            const h = (Math.abs(p.value) / 100) * reach;
            return (
              <rect
                key={p.minute}
                className={p.value > 0 ? 'mo-h' : 'mo-a'}
                x={x(p.minute)}
                y={p.value > 0 ? MID - h : MID}
                width={bar}
                height={h}
              />
            );
          })}
          <line className="mo-mid" x1={0} x2={W} y1={MID} y2={MID} />
          {goals.map((g) => (
            <circle
              key={g.seq}
              className={g.side === 1 ? 'mo-g mo-gh' : 'mo-g mo-ga'}
              cx={x(g.minute) + bar / 2}
              cy={g.side === 1 ? PAD / 2 + 0.5 : H - PAD / 2 - 0.5}
              r={3.2}
            />
          ))}
        </svg>
        <div className="mo-axis" aria-hidden="true">
          <span>{formatNumber(0, lang)}′</span>
          <span style={{ left: `${(45 / span) * 100}%` }}>{formatNumber(45, lang)}′</span>
          <span style={{ left: `${(90 / span) * 100}%` }}>{formatNumber(90, lang)}′</span>
          {span > 90 && <span style={{ left: '100%' }}>{formatNumber(120, lang)}′</span>}
        </div>
      </div>
      <ul className="mo-legend" aria-hidden="true">
        <li>
          <span className="mo-key mo-h" />
          {event.homeName}
        </li>
        <li>
          <span className="mo-key mo-a" />
          {event.awayName}
        </li>
      </ul>
      <p className="wp-basis">{t('momentum.basis')}</p>
    </section>
  );
}
