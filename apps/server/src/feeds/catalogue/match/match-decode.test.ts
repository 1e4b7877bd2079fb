/**
 * Round trips of the match feeds: rows made by the builders' row functions, encoded, then read back by
 * the domain's decoders (which the web uses). Texts carry the feed codec's markers on purpose.
 */
import {
  decodeArticle,
  decodeComments,
  decodeDetailNotice,
  decodeFeedDocument,
  decodeHeadToHead,
  decodeLineups,
  decodeMatchHeader,
  decodeMatchHistory,
  decodeNews,
  decodeOdds,
  decodeOddsTab,
  decodePitchers,
  decodePlayerStats,
  decodeScratches,
  decodeStatistics,
  decodeSummary,
  decodeSummaryHorizontal,
  decodeSummaryVertical,
  decodeVideos,
  encodeFeed,
  eventCells,
  type Incident,
  IncidentKind,
  type Lineups,
  type LineupPlayer,
  Market,
  type OddsLine,
  type PointHistory,
  type Row,
  type Text,
} from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../../app.ts';
import { fakeClock, INDIA, ISL, testConfig } from '../../../testing/fixtures.ts';
import { articleRow, newsRow, videoRow } from './articles.ts';
import { commentRow } from './commentary.ts';
import { h2hEventRow, h2hSectionRow } from './h2h-feed.ts';
import { headerRow, participantRow } from './header.ts';
import { historyRows } from './history.ts';
import {
  lineupRows,
  missingPlayerScratchRow,
  pitcherRows,
  playerFigures,
  playerStatsRow,
  raceScratchRow,
} from './lineups.ts';
import { encodeDetailNotice } from './notice.ts';
import { oddsRows } from './odds.ts';
import { statisticsRows } from './statistics.ts';
import { laneRows, summaryRows, timelineMinute } from './summary.ts';
import { KICKOFF_S, loadMatchWorld, MATCH_ID, matchEvents, must, NOON_UTC_MS } from './testing.ts';

const body = (rows: readonly Row[]) => encodeFeed(rows);

/** Texts with the codec's markers, Tamil and the separators our cells use inside values. */
const text = fc.string({
  unit: fc.constantFrom('a', 'Z', ' ', '~', '¬', '÷', '\\', 'த', 'மி', ',', '|', '-', '1'),
  maxLength: 12,
});
const nonEmpty = text.filter((t) => t !== '');
const both: fc.Arbitrary<Text> = fc.record({ ta: text, en: text });
const side = fc.constantFrom(1 as const, 2 as const);
const kinds = Object.values(IncidentKind);

const incident: fc.Arbitrary<Incident> = fc.record(
  {
    seq: fc.nat(999),
    kind: fc.constantFrom(...kinds),
    side,
    time: text,
    stage: fc.constantFrom(12, 13, 17, 22),
    player: nonEmpty,
    secondPlayer: nonEmpty,
    score: nonEmpty,
    note: both,
  },
  { requiredKeys: ['seq', 'kind', 'side', 'time', 'stage'] },
);
const incidents = fc.uniqueArray(incident, { selector: (i) => i.seq, maxLength: 12 });

describe('match feed round trips', () => {
  it('d_su and df_sui: incidents by period, in one language or both', () => {
    fc.assert(
      fc.property(incidents, (list) => {
        const sorted = [...list].sort((a, b) => a.seq - b.seq);
        const en = decodeSummary(body(summaryRows(list, 'en')));
        const vertical = decodeSummaryVertical(body(summaryRows(list)));
        for (const periods of [en, vertical]) {
          expect(periods.flatMap((p) => p.incidents.map((i) => i.seq))).toEqual(
            periods.flatMap((p) => sorted.filter((i) => i.stage === p.stage).map((i) => i.seq)),
          );
          expect(new Set(periods.map((p) => p.stage)).size).toBe(periods.length);
        }
        const back = vertical.flatMap((p) => p.incidents).sort((a, b) => a.seq - b.seq);
        expect(back).toEqual(sorted);
        expect(en.flatMap((p) => p.incidents).sort((a, b) => a.seq - b.seq)).toEqual(
          sorted.map((i) => (i.note ? { ...i, note: i.note.en } : i)),
        );
      }),
    );
  });

  it('df_sur: one lane per side with the timeline minute', () => {
    fc.assert(
      fc.property(incidents, (list) => {
        const lanes = decodeSummaryHorizontal(body(laneRows(list)));
        expect(lanes.map((l) => l.side)).toEqual([1, 2]);
        for (const lane of lanes) {
          const expected = [...list]
            .filter((i) => i.side === lane.side)
            .sort((a, b) => a.seq - b.seq)
            .map((i) => ({ ...i, minute: timelineMinute(i.time) }));
          expect(lane.incidents).toEqual(expected);
        }
      }),
    );
    expect(['45+2', '18.3', '07:12', '', 'x'].map(timelineMinute)).toEqual([45, 18, 7, 0, 0]);
  });

  const player: fc.Arbitrary<LineupPlayer> = fc.record(
    {
      name: text,
      playerId: nonEmpty,
      number: fc.nat(99),
      position: text,
      captain: fc.constant(true),
      x: fc.nat(100),
      y: fc.nat(100),
    },
    { requiredKeys: ['name', 'position'] },
  );
  const team = fc.record(
    {
      formation: nonEmpty,
      coach: nonEmpty,
      starters: fc.array(player, { maxLength: 4 }),
      substitutes: fc.array(player, { maxLength: 3 }),
      missing: fc.array(fc.record({ name: text, reason: both }), { maxLength: 2 }),
    },
    { requiredKeys: ['starters', 'substitutes'] },
  );
  const lineups: fc.Arbitrary<Lineups> = fc.record({
    eventId: fc.constant(MATCH_ID),
    confirmed: fc.boolean(),
    home: team,
    away: team,
  });

  it('df_li: line-ups with formation, pitch places and missing players', () => {
    fc.assert(
      fc.property(lineups, (doc) => {
        const back = decodeLineups(body(lineupRows(doc)));
        expect(back?.confirmed).toBe(doc.confirmed);
        for (const [i, source] of [doc.home, doc.away].entries()) {
          const decoded = back?.teams[i];
          expect(decoded?.side).toBe(i + 1);
          expect(decoded?.formation).toBe(source.formation);
          expect(decoded?.coach).toBe(source.coach);
          expect(decoded?.missing).toEqual(source.missing ?? []);
          const players = [
            ...source.starters.map((p) => ({ ...p, role: 1 })),
            ...source.substitutes.map((p) => ({ ...p, role: 2 })),
          ].map((p) => ({ ...p, captain: p.captain === true }));
          expect(decoded?.players).toEqual(players);
        }
      }),
    );
  });

  it('df_psn, df_pi, df_scr: player figures, pitchers and missing players', () => {
    fc.assert(
      fc.property(incidents, lineups, (list, doc) => {
        const figures = playerFigures(list, doc);
        const back = decodePlayerStats(body(figures.map(playerStatsRow)));
        expect(back).toEqual(figures.map((f) => ({ ...f, counts: Object.fromEntries(f.counts) })));
        const goals = list.filter((i) => i.kind === IncidentKind.goal && i.player).length;
        expect(back.reduce((n, p) => n + (p.counts[IncidentKind.goal] ?? 0), 0)).toBe(goals);

        const pitchers = decodePitchers(body(pitcherRows(doc)));
        const expected = [doc.home, doc.away].flatMap((t, i) => [
          ...t.starters.filter((p) => p.position === 'P').map((p) => ({ side: i + 1, p, role: 1 })),
          ...t.substitutes.filter((p) => p.position === 'P').map((p) => ({ side: i + 1, p, role: 2 })),
        ]);
        expect(pitchers.map((p) => [p.side, p.name, p.role])).toEqual(
          expected.map((e) => [e.side, e.p.name, e.role]),
        );

        const missing = (doc.home.missing ?? []).map((m) => missingPlayerScratchRow(1, m));
        expect(decodeScratches(body(missing))).toEqual(
          (doc.home.missing ?? []).map((m) => ({ name: m.name, side: 1, reason: m.reason })),
        );
      }),
    );
    const entry = {
      ...must(matchEvents()[0]),
      id: 'g_35_x1',
      homeName: 'Marina Star',
      participantStatus: 8 as const,
    };
    expect(decodeScratches(body([raceScratchRow(entry)]))).toEqual([
      { name: 'Marina Star', id: 'g_35_x1', status: 8 },
    ]);
  });

  it('d_od and df_od: markets, bookmakers, prices with previous values and moves', () => {
    const price = fc.record(
      {
        selection: nonEmpty,
        value: fc.integer({ min: 101, max: 5000 }).map((c) => c / 100),
        previous: fc.integer({ min: 101, max: 5000 }).map((c) => c / 100),
        changedAt: fc.nat(),
      },
      { requiredKeys: ['selection', 'value'] },
    );
    const line: fc.Arbitrary<OddsLine> = fc.record(
      {
        market: fc.constantFrom(...Object.values(Market)),
        bookmakerId: fc.integer({ min: 1, max: 4 }),
        line: nonEmpty,
        active: fc.boolean(),
        prices: fc.uniqueArray(price, { maxLength: 3, selector: (p) => p.selection }),
      },
      { requiredKeys: ['market', 'bookmakerId', 'active', 'prices'] },
    );
    fc.assert(
      // Lines are unique by market, bookmaker and line, as the ingest API requires (document-mapping.ts).
      fc.property(
        fc.uniqueArray(line, {
          maxLength: 6,
          selector: (l) => `${l.market}|${l.bookmakerId}|${l.line ?? ''}`,
        }),
        (lines) => {
          const server = { document: () => ({ id: 1, name: 'Kestrel' }) } as never;
          const tab = decodeOddsTab(
            body(oddsRows(server, lines, { lang: 'ta', live: true, names: () => ({ ta: 'x', en: 'y' }) })),
          );
          const odds = decodeOdds(
            body(oddsRows(server, lines, { names: (m) => ({ ta: `t${m}`, en: `e${m}` }) })),
          );
          expect(tab.every((m) => m.live === true && m.name === 'x')).toBe(true);
          expect(odds.every((m) => m.live === undefined && m.name.en === `e${m.market}`)).toBe(true);
          expect(odds.map((m) => m.market)).toEqual(
            [...new Set(lines.map((l) => l.market))].sort((a, b) => a - b),
          );
          const decodedLines = odds.flatMap((m) => m.lines.map((l) => ({ market: m.market, ...l })));
          expect(decodedLines).toHaveLength(lines.length);
          for (const decoded of decodedLines) {
            const source = lines.find(
              (l) =>
                l.market === decoded.market &&
                l.bookmakerId === decoded.bookmakerId &&
                l.line === decoded.line,
            );
            expect(source).toBeDefined();
            expect(decoded.bookmakerName).toBe('Kestrel');
            expect(decoded.prices.map((p) => Number(p.value))).toEqual(
              source?.prices.map((p) => Number(p.value.toFixed(2))),
            );
            for (const [i, p] of decoded.prices.entries()) {
              const s = source?.prices[i];
              const move =
                s?.previous === undefined || s.previous === s.value ? 0 : s.value > s.previous ? 1 : -1;
              expect(p.move).toBe(move);
              expect(p.previous === undefined).toBe(s?.previous === undefined);
              expect(p.changedAt).toBe(s?.changedAt);
            }
          }
        },
      ),
    );
  });

  it('df_mh family: sets, games, running scores, breaks and points', () => {
    const game = fc.record(
      { server: side, points: fc.array(text, { maxLength: 5 }), winner: side, breakPoints: fc.nat(5) },
      { requiredKeys: ['server', 'points', 'winner'] },
    );
    const sets = fc.uniqueArray(
      fc.record({ set: fc.integer({ min: 1, max: 5 }), games: fc.array(game, { maxLength: 6 }) }),
      {
        selector: (s) => s.set,
        maxLength: 5,
      },
    );
    fc.assert(
      fc.property(sets, (list: PointHistory['sets']) => {
        const back = decodeMatchHistory(body(historyRows(list, true)));
        const sorted = [...list].sort((a, b) => a.set - b.set);
        expect(back.map((s) => s.set)).toEqual(sorted.map((s) => s.set));
        for (const [i, set] of back.entries()) {
          const source = must(sorted[i]);
          expect(
            set.games.map((g) => ({
              server: g.server,
              winner: g.winner,
              points: g.points,
              breakPoints: g.breakPoints,
            })),
          ).toEqual(
            source.games.map((g) => ({
              server: g.server,
              winner: g.winner,
              points: g.points,
              breakPoints: g.breakPoints,
            })),
          );
          const homeWins = source.games.filter((g) => g.winner === 1).length;
          expect(set.score).toBe(`${homeWins}-${source.games.length - homeWins}`);
          expect(set.games.at(-1)?.score ?? set.score).toBe(set.score);
          expect(set.games.every((g) => g.broken === (g.winner !== g.server))).toBe(true);
        }
        expect(
          decodeMatchHistory(body(historyRows(list, false))).flatMap((s) => s.games.flatMap((g) => g.points)),
        ).toEqual([]);
      }),
    );
  });

  it('df_st family, comments, articles, news, videos and the push notice', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            period: fc.nat(30),
            lines: fc.array(fc.record({ key: text, name: both, home: text, away: text }), { maxLength: 3 }),
          }),
          { maxLength: 4 },
        ),
        fc.array(fc.record({ seq: fc.nat(), time: text, kind: text, important: fc.boolean(), text: both }), {
          maxLength: 5,
        }),
        both,
        both,
        fc.array(fc.constantFrom('d_su', 'df_li', 'df_od'), { minLength: 1, maxLength: 3 }),
        (periods, entries, title, articleBody, feeds) => {
          const stats = decodeStatistics(body(statisticsRows({ eventId: MATCH_ID, periods }, () => true)));
          expect(stats).toEqual([...periods].sort((a, b) => a.period - b.period));
          const comments = decodeComments(body(entries.map(commentRow)));
          expect(comments).toEqual({ position: null, entries });
          expect(decodeArticle(body([articleRow({ eventId: MATCH_ID, title, body: articleBody })]))).toEqual({
            eventId: MATCH_ID,
            title,
            body: articleBody,
          });
          const article = {
            id: 'n1',
            sportId: 1,
            publishedAt: KICKOFF_S,
            headline: title,
            lead: articleBody,
            body: title,
            participantIds: [],
            leagueIds: [],
            eventId: MATCH_ID,
          };
          expect(decodeNews(body([newsRow(article)]))).toEqual([
            { id: 'n1', publishedAt: KICKOFF_S, headline: title, lead: articleBody, eventId: MATCH_ID },
          ]);
          const video = {
            id: 'v1',
            sportId: 1,
            title,
            url: 'https://v.example/a',
            durationS: 9,
            publishedAt: KICKOFF_S,
          };
          expect(decodeVideos(body([videoRow(video)]))).toEqual([
            { id: 'v1', title, url: 'https://v.example/a', durationS: 9, publishedAt: KICKOFF_S },
          ]);
          const notice = encodeDetailNotice(MATCH_ID, feeds);
          expect(decodeDetailNotice(notice)).toEqual({ eventId: MATCH_ID, feeds });
          // The scoreboard reader on the same subject passes over a notice.
          expect(decodeFeedDocument(notice).events).toEqual([]);
        },
      ),
    );
  });

  it('df_hh and dc_: sections, finished events and the header with both languages', async () => {
    const event = must(matchEvents()[0]);
    const earlier = must(matchEvents()[1]);
    const list = { participantId: 'p1', entries: [], won: 2, drawn: 1, lost: 0 };
    const h2h = decodeHeadToHead(body([h2hSectionRow(0, list), h2hEventRow(earlier, 'D')]));
    expect(h2h).toEqual([
      {
        section: 0,
        participantId: 'p1',
        count: 0,
        won: 2,
        drawn: 1,
        lost: 0,
        events: [
          {
            id: earlier.id,
            startTime: earlier.startTime,
            leagueId: earlier.leagueId,
            homeId: 'p1',
            awayId: 'p2',
            homeName: earlier.homeName,
            awayName: earlier.awayName,
            homeScore: '1',
            awayScore: '1',
            // [S2 4.12] the stage, which refines the result (after extra time, after penalties).
            stage: earlier.stage,
            result: 'D',
          },
        ],
      },
    ]);

    const server = await buildServer(testConfig(), { clock: fakeClock(NOON_UTC_MS), logger: false });
    try {
      server.engine.putCountries([INDIA]);
      server.engine.putLeagues([ISL]);
      loadMatchWorld(server.engine);
      const p1 = must(server.engine.participants.get('p1'));
      const header = decodeMatchHeader(
        body([headerRow(server.engine, event), eventCells(event), participantRow(p1, 1)]),
      );
      expect(header).toMatchObject({
        eventId: MATCH_ID,
        sportId: 1,
        leagueId: ISL.id,
        leagueName: ISL.name,
        countryName: INDIA.name,
        countryCode: 'in',
        participants: [{ id: 'p1', name: 'Chennaiyin FC', shortName: 'CFC', countryId: 1, side: 1 }],
      });
      expect(header?.event?.homeScore).toBe('2');
    } finally {
      await server.app.close();
    }
  });
});
