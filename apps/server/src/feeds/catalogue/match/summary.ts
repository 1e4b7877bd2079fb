/**
 * The summary tab from the incidents document: d_su (incidents by period, one language), df_sui (the
 * same, both languages) and df_sur (one lane per side in time order, for the horizontal timeline).
 */
import {
  flashscoreIncidentCells,
  type Incident,
  type Lang,
  MatchFeed,
  type MatchInfo,
  MatchRows,
  type MatchStatistics,
  momentumCurve,
  pressureEvents,
  type Row,
  withCellsAfterFirst,
} from '@nerali/domain';
import type { FeedEngine } from '../../../engine/engine.ts';
import { matchFeed, parseEventLangType, standardMatchFeed } from './common.ts';

/** An incident row; `lang` writes its note in that language only (d_su), else in both. */
export function incidentRow(incident: Incident, lang?: Lang, minute?: number): Row {
  const { seq, kind, side, time, stage, player, secondPlayer, score, note } = incident;
  const value = { seq, kind, side, time, stage, player, secondPlayer, score, note, minute };
  const row = lang ? MatchRows.incident.encodeOneLanguage(value, lang) : MatchRows.incident.encode(value);
  // IA, IB, IF for clients of Flashscore's format, before our IK (flashscore-cells.ts).
  return withCellsAfterFirst(row, flashscoreIncidentCells(incident));
}

export function periodRow(stage: number, score: string | undefined): Row {
  return MatchRows.period.encode({ period: stage, score });
}

/** Incidents grouped by the stage they happened in, stages in match order, incidents by seq. */
export function summaryRows(incidents: readonly Incident[], lang?: Lang): Row[] {
  const byStage = new Map<number, Incident[]>();
  for (const incident of [...incidents].sort((a, b) => a.seq - b.seq)) {
    let list = byStage.get(incident.stage);
    if (!list) {
      list = [];
      byStage.set(incident.stage, list);
    }
    list.push(incident);
  }
  const rows: Row[] = [];
  for (const [stage, list] of byStage) {
    const score = list.findLast((i) => i.score !== undefined)?.score;
    rows.push(periodRow(stage, score));
    for (const incident of list) rows.push(incidentRow(incident, lang));
  }
  return rows;
}

/**
 * The minute an incident sits at on a timeline: the leading whole number of its time ("45+2" is 45,
 * so stoppage time stays at the end of its half; "18.3" overs is 18; "07:12" is 7).
 */
export function timelineMinute(time: string): number {
  const m = /^\s*([0-9]{1,4})/.exec(time);
  return m ? Number(m[1]) : 0;
}

export function laneRows(incidents: readonly Incident[]): Row[] {
  const rows: Row[] = [];
  const ordered = [...incidents].sort((a, b) => a.seq - b.seq);
  for (const side of [1, 2] as const) {
    rows.push(MatchRows.lane.encode({ side }));
    for (const incident of ordered) {
      if (incident.side === side) rows.push(incidentRow(incident, undefined, timelineMinute(incident.time)));
    }
  }
  return rows;
}

/** The sports with a momentum graph: football (its pressure weights are football's). */
const MOMENTUM_SPORTS: ReadonlySet<number> = new Set([1]);

/** d_su: the momentum graph's rows, one a minute (none without data: no graph). */
export function momentumRows(incidents: readonly Incident[], statistics: MatchStatistics | undefined): Row[] {
  const curve = momentumCurve(pressureEvents(incidents, statistics?.timeline ?? []));
  return (curve ?? []).map((point) => MatchRows.momentum.encode(point));
}

/** d_su: the match information row and one row per channel; none when nothing is known. */
export function matchInfoRows(info: MatchInfo | undefined): Row[] {
  if (!info) return [];
  const { eventId, venue, city, referee, attendance, broadcasts = [] } = info;
  if (!venue && !city && !referee && attendance === undefined && broadcasts.length === 0) return [];
  return [
    MatchRows.matchInfo.encode({ eventId, venue, city, referee, attendance }),
    ...broadcasts.map((b) => MatchRows.broadcast.encode({ name: b.name, type: b.type })),
  ];
}

function summaryTabRows(engine: FeedEngine, eventId: string, sportId: number, lang: Lang): Row[] {
  const incidents = engine.document('incidents', eventId)?.incidents ?? [];
  const rows = summaryRows(incidents, lang);
  if (MOMENTUM_SPORTS.has(sportId))
    rows.push(...momentumRows(incidents, engine.document('statistics', eventId)));
  rows.push(...matchInfoRows(engine.document('matchInfo', eventId)));
  return rows;
}

/**
 * d_su_{event}_{lang}_{type}: the incidents by period, then (football) the momentum graph's minutes,
 * then the match information.
 */
export const summaryFeed = matchFeed<{ eventId: string; lang: Lang }>({
  prefix: MatchFeed.summary,
  parse: (parts) => parseEventLangType(parts),
  uses: { documents: ['incidents', 'statistics', 'matchInfo'] },
  build({ engine }, event, { lang }) {
    return summaryTabRows(engine, event.id, event.sportId, lang);
  },
});

/** df_sui_{type}_{event}. */
export const summaryVerticalFeed = standardMatchFeed({
  prefix: MatchFeed.summaryVertical,
  uses: { documents: ['incidents'] },
  build({ engine }, event) {
    const doc = engine.document('incidents', event.id);
    return doc ? summaryRows(doc.incidents) : [];
  },
});

/** df_sur_{type}_{event}. */
export const summaryHorizontalFeed = standardMatchFeed({
  prefix: MatchFeed.summaryHorizontal,
  uses: { documents: ['incidents'] },
  build({ engine }, event) {
    const doc = engine.document('incidents', event.id);
    return doc && doc.incidents.length > 0 ? laneRows(doc.incidents) : [];
  },
});
