/**
 * The summary tab from the incidents document: d_su (incidents by period, one language), df_sui (the
 * same, both languages) and df_sur (one lane per side in time order, for the horizontal timeline).
 */
import { type Incident, type Lang, MatchFeed, MatchRows, type Row } from '@nerali/domain';
import { matchFeed, parseEventLangType, standardMatchFeed } from './common.ts';

/** An incident row; `lang` writes its note in that language only (d_su), else in both. */
export function incidentRow(incident: Incident, lang?: Lang, minute?: number): Row {
  const { seq, kind, side, time, stage, player, secondPlayer, score, note } = incident;
  const value = { seq, kind, side, time, stage, player, secondPlayer, score, note, minute };
  return lang ? MatchRows.incident.encodeOneLanguage(value, lang) : MatchRows.incident.encode(value);
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

/** d_su_{event}_{lang}_{type}. */
export const summaryFeed = matchFeed<{ eventId: string; lang: Lang }>({
  prefix: MatchFeed.summary,
  parse: (parts) => (parts.length === 4 ? parseEventLangType(parts) : null),
  uses: { documents: ['incidents'] },
  build({ engine }, event, { lang }) {
    const doc = engine.document('incidents', event.id);
    return doc ? summaryRows(doc.incidents, lang) : [];
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
