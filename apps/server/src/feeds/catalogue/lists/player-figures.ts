/**
 * The figures rows of pp_ (docs/feeds.md, pp_): a cricketer's, a kabaddi player's or a goal sport's
 * player's (football, ice hockey, handball ...) career and season figures, folded from the lines of his team's finished matches in the career ledger
 * (engine/career-ledger.ts). Nothing here reads a database or computes a card: the ledger holds each
 * finished match's lines, and a profile folds the few hundred of its team's at most.
 *
 * Who is he in a match: the documents name players, not ids, so a line counts when it carries his
 * name on his team's side (a namesake in the other team is not him), as the incidents of pp_ do.
 * His team is his profile's team now: matches he played for a former team are not found.
 *
 * Rows: cricket, per format he played (Test, ODI, T20 in CRICKET_FORMATS order, then matches of no
 * game type as format 0), the career row then the season row; kabaddi, the career row then the season
 * row; the goal sports, the career row then the season row (YO). The season is that of his newest finished match (figuresSeasonOf: a calendar year in IST); a
 * format he did not play that season has no season row. No finished match in the ledger: no row.
 */
import {
  CRICKET_FORMATS,
  type CricketGameType,
  type CricketMatchLine,
  cricketCareer,
  cricketFiguresCells,
  figuresSeasonOf,
  type FiguresScope,
  goalCareer,
  goalFiguresCells,
  type GoalMatchLine,
  kabaddiCareer,
  kabaddiFiguresCells,
  type KabaddiMatchLine,
  type Player,
  type Row,
} from '@nerali/domain';
import type { FeedEngine } from '../../../engine/engine.ts';

interface Counted<L> {
  startTime: number;
  format?: CricketGameType;
  line: L;
}

/** His lines in his team's finished matches, newest first. */
function linesOf(engine: FeedEngine, player: Player, teamId: string) {
  const cricket: Counted<CricketMatchLine>[] = [];
  const kabaddi: Counted<KabaddiMatchLine>[] = [];
  const goals: Counted<GoalMatchLine>[] = [];
  for (const event of engine.results.of(teamId)) {
    const match = engine.careers.match(event.id);
    if (!match) continue;
    const side = match.homeId === teamId ? 1 : match.awayId === teamId ? 2 : null;
    if (side === null) continue;
    const key = `${side}:${player.name}`;
    if (match.kind === 'cricket') {
      const line = match.lines.get(key);
      if (line)
        cricket.push({
          startTime: match.startTime,
          ...(match.format !== undefined ? { format: match.format } : {}),
          line,
        });
    } else if (match.kind === 'kabaddi') {
      const line = match.lines.get(key);
      if (line) kabaddi.push({ startTime: match.startTime, line });
    } else {
      const line = match.lines.get(key);
      if (line) goals.push({ startTime: match.startTime, line });
    }
  }
  return { cricket, kabaddi, goals };
}

/**
 * The career row, then the season row when he played in `season`, of lines newest first. One season for
 * all his rows: that of his newest finished match, so every format's season row is the same year.
 */
function spans<L>(
  lines: readonly Counted<L>[],
  season: string,
): { scope: FiguresScope; season?: string; lines: Counted<L>[] }[] {
  if (lines.length === 0) return [];
  const ofSeason = lines.filter((l) => figuresSeasonOf(l.startTime) === season);
  return [
    { scope: 'c', lines: [...lines] },
    ...(ofSeason.length > 0 ? [{ scope: 's' as const, season, lines: ofSeason }] : []),
  ];
}

/** The YF and YG rows of a player (none when he has no finished match with a document). */
export function playerFiguresRows(engine: FeedEngine, player: Player): Row[] {
  if (player.participantId === undefined) return [];
  const { cricket, kabaddi, goals } = linesOf(engine, player, player.participantId);
  const newest = Math.max(
    ...cricket.map((c) => c.startTime),
    ...kabaddi.map((k) => k.startTime),
    ...goals.map((g) => g.startTime),
  );
  if (!Number.isFinite(newest)) return [];
  const season = figuresSeasonOf(newest);
  const rows: Row[] = [];
  // A match whose event gave no game type is counted apart, as format 0.
  for (const format of [...CRICKET_FORMATS, undefined]) {
    const ofFormat = cricket.filter((c) => c.format === format);
    for (const span of spans(ofFormat, season)) {
      const c = cricketCareer(span.lines.map((l) => l.line));
      const { batting: b, bowling: w } = c;
      rows.push(
        cricketFiguresCells({
          scope: span.scope,
          ...(span.season !== undefined ? { season: span.season } : {}),
          format: format ?? 0,
          through: span.lines[0]?.startTime ?? 0,
          matches: c.matches,
          innings: b.innings,
          notOuts: b.notOuts,
          runs: b.runs,
          balls: b.balls,
          ...(b.highest ? { highest: b.highest.runs } : {}),
          highestNotOut: b.highest?.notOut ?? false,
          fours: b.fours,
          sixes: b.sixes,
          hundreds: b.hundreds,
          fifties: b.fifties,
          bowlingInnings: w.innings,
          bowlingBalls: w.balls,
          bowlingRuns: w.runs,
          wickets: w.wickets,
          maidens: w.maidens,
          ...(w.best ? { bestWickets: w.best.wickets, bestRuns: w.best.runs } : {}),
          fiveWickets: w.fiveWickets,
        }),
      );
    }
  }
  for (const span of spans(kabaddi, season)) {
    const k = kabaddiCareer(span.lines.map((l) => l.line));
    rows.push(
      kabaddiFiguresCells({
        scope: span.scope,
        ...(span.season !== undefined ? { season: span.season } : {}),
        through: span.lines[0]?.startTime ?? 0,
        matches: k.matches,
        raids: k.raids,
        raidPoints: k.raidPoints,
        successfulRaids: k.successfulRaids,
        unsuccessfulRaids: k.unsuccessfulRaids,
        emptyRaids: k.emptyRaids,
        superRaids: k.superRaids,
        tacklePoints: k.tacklePoints,
        tackles: k.tackles,
        superTackles: k.superTackles,
        super10s: k.super10s,
        high5s: k.high5s,
      }),
    );
  }
  for (const span of spans(goals, season)) {
    const g = goalCareer(span.lines.map((l) => l.line));
    rows.push(
      goalFiguresCells({
        scope: span.scope,
        ...(span.season !== undefined ? { season: span.season } : {}),
        through: span.lines[0]?.startTime ?? 0,
        matches: g.matches,
        starts: g.starts,
        goals: g.goals,
        assists: g.assists,
        yellowCards: g.yellowCards,
        redCards: g.redCards,
        ...(g.minutes !== undefined ? { minutes: g.minutes } : {}),
      }),
    );
  }
  return rows;
}
