/**
 * Statistics from the statistics document, names in both languages:
 * - df_st_{type}_{event}: every period (0 the whole match, then halves, sets, quarters);
 * - df_stn_{type}_{event}: darts statistics of the whole match (period 0);
 * - df_stp_{type}_{event}: darts statistics per set (the other periods).
 */
import {
  flashscorePeriodRow,
  flashscoreStatCells,
  MatchFeed,
  MatchRows,
  type MatchStatistics,
  type Row,
  sportById,
  type StatLine,
  withCellsAfterFirst,
} from '@nerali/domain';
import { standardMatchFeed } from './common.ts';

export function statRow(line: StatLine): Row {
  // SG, SH, SI for clients of Flashscore's format (flashscore-cells.ts).
  return withCellsAfterFirst(MatchRows.stat.encode(line), flashscoreStatCells(line));
}

/** `sets`: the periods are set numbers (darts), not EventStages. */
export function statisticsRows(doc: MatchStatistics, keep: (period: number) => boolean, sets = false): Row[] {
  const rows: Row[] = [];
  for (const period of [...doc.periods].sort((a, b) => a.period - b.period)) {
    if (!keep(period.period)) continue;
    // A row `SE÷{name}` before each period, for clients of Flashscore's format (flashscore-cells.ts).
    rows.push(flashscorePeriodRow(period.period, sets), MatchRows.period.encode({ period: period.period }));
    for (const line of period.lines) rows.push(statRow(line));
  }
  return rows;
}

function statisticsFeed(prefix: string, dartsOnly: boolean, keep: (period: number) => boolean) {
  return standardMatchFeed({
    prefix,
    uses: { documents: ['statistics'] },
    build({ engine }, event) {
      const darts = sportById(event.sportId)?.key === 'darts';
      if (dartsOnly && !darts) return [];
      const doc = engine.document('statistics', event.id);
      return doc ? statisticsRows(doc, keep, darts) : [];
    },
  });
}

export const statisticsPerPeriodFeed = statisticsFeed(MatchFeed.statistics, false, () => true);
export const dartsStatisticsFeed = statisticsFeed(MatchFeed.dartsStatistics, true, (p) => p === 0);
export const dartsSetStatisticsFeed = statisticsFeed(MatchFeed.dartsSetStatistics, true, (p) => p !== 0);
