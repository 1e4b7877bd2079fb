import { StageType, type Text, Winner } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { RACE_ROOMS } from '../sports/index.ts';
import { detailWorldOf } from '../detail/track.ts';
import { finalIncidents } from './news-facts.ts';
import { isFinal } from './standings.ts';
import { articleId } from './news.ts';
import { bodiesOf, DAY_MS, deskRun } from './testing.ts';

const T0 = Date.UTC(2026, 2, 10, 9, 30);
const SPORTS = [1, 2, 13, 42, 3, 15, 23, 32, 39];

/** Tamil text with the proper names taken out must hold no Latin letters. */
function expectTamil(text: Text, names: readonly string[]) {
  let rest = text.ta;
  for (const name of [...names].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ');
  expect(rest, text.ta).not.toMatch(/[A-Za-z]/);
  expect(text.ta).toMatch(/[\u0B80-\u0BFF]/);
  expect(text.en.length).toBeGreaterThan(0);
}

describe('league desk', () => {
  const run = deskRun(21, SPORTS, T0);
  for (let h = 1; h <= 6; h++) run.at(T0 + h * 3_600_000);
  const names = new Map<string, string>();
  for (const p of run.world.participants) names.set(p.id, p.name);
  for (const def of Object.values(RACE_ROOMS)) for (const p of def.participants) names.set(p.id, p.name);

  it('publishes the same documents for the same seed and clock, other ones for another seed', () => {
    const a = deskRun(4, [1, 2, 23], T0);
    const b = deskRun(4, [1, 2, 23], T0);
    const c = deskRun(5, [1, 2, 23], T0);
    for (const r of [a, b, c]) r.at(T0 + 3_600_000);
    expect([...a.documents.entries()]).toEqual([...b.documents.entries()]);
    const news = (r: typeof a) => bodiesOf(r, 'news').map((n) => n.id);
    expect(news(a)).not.toEqual(news(c));
  });

  it('writes news only about real results, a few per sport per day', () => {
    const articles = bodiesOf(run, 'news');
    expect(articles.length).toBeGreaterThan(30);
    const perDay = new Map<string, number>();
    for (const a of articles) {
      const key = `${a.sportId}:${Math.floor(a.publishedAt / 86_400)}`;
      perDay.set(key, (perDay.get(key) ?? 0) + 1);
      if (a.eventId) {
        const e = run.events.get(a.eventId);
        if (!e) throw new Error(`article about an unknown event ${a.eventId}`);
        expect(isFinal(e)).toBe(true);
        expect(a.participantIds).toEqual([e.homeId, e.awayId]);
        expect(a.leagueIds).toEqual([e.leagueId]);
        // A final's title story names the champion in its headline and both finalists in its lead.
        const told = a.id === articleId(e.id, 'title') ? a.lead.en : a.headline.en;
        expect(told).toContain(e.homeName);
        expect(told).toContain(e.awayName);
        if (e.sportId !== 13 && e.homeScore !== undefined && e.awayScore !== undefined) {
          const [w, l] = e.winner === Winner.away ? [e.awayScore, e.homeScore] : [e.homeScore, e.awayScore];
          expect(told).toContain(`${w}-${l}`);
        }
        if (e.sportId === 13 && e.winner !== Winner.draw) {
          expect(told).toMatch(/by \d+ (run|wicket)s?/);
        }
      } else {
        // A race: the winner named is the one ranked first.
        const rows = [...run.events.values()].filter((e) => e.leagueId === a.leagueIds[0]);
        const winner = rows.find((r) => r.rank === 1);
        expect(rows.every((r) => r.stageType === StageType.finished)).toBe(true);
        expect(a.participantIds[0]).toBe(winner?.homeId);
        expect(a.headline.en).toContain(winner?.homeName);
      }
      // Names: the sides, the players the match's incidents name, the sides' next opponents.
      const e = a.eventId ? run.events.get(a.eventId) : undefined;
      const incidents = e ? (finalIncidents(run.world, detailWorldOf(21, 1, run.world), e) ?? []) : [];
      const players = incidents.flatMap((i) => [i.player ?? '', i.secondPlayer ?? '']).filter((n) => n);
      const own = [...a.participantIds.map((id) => names.get(id) ?? ''), ...players, ...names.values()];
      for (const text of [a.headline, a.lead, a.body]) expectTamil(text, own);
      // The body goes on from the lead, never repeats it.
      expect(a.body.ta).not.toContain(a.lead.ta);
      expect(a.body.en).not.toContain(a.lead.en);
    }
    for (const count of perDay.values()) expect(count).toBeLessThanOrEqual(4);
  });

  it('posts highlights of finished top-competition matches, linking the match page', () => {
    const videos = bodiesOf(run, 'video');
    expect(videos.length).toBeGreaterThan(20);
    for (const v of videos) {
      const e = run.events.get(v.eventId ?? '');
      if (!e) throw new Error('video of an unknown event');
      expect(isFinal(e)).toBe(true);
      expect(v.url).toBe(`/ta/match/${e.id.slice(2)}/#highlights`);
      expectTamil(v.title, [e.homeName, e.awayName]);
    }
  });

  it('ranks in order, and the live tennis list moves with matches in play', () => {
    const rankings = bodiesOf(run, 'ranking');
    expect(rankings.map((r) => r.id).sort()).toEqual(
      [
        'cricket-odi',
        'cricket-t20i',
        'cricket-test',
        'football-nations',
        'golf-world',
        'tennis-men',
        'tennis-men-live',
        'tennis-women',
        'tennis-women-live',
      ].sort(),
    );
    for (const r of rankings) {
      expect(r.rows.length).toBeGreaterThan(5);
      expect(r.rows.map((row) => row.rank)).toEqual(r.rows.map((_, i) => i + 1));
      for (let i = 1; i < r.rows.length; i++)
        expect(r.rows[i - 1]?.points).toBeGreaterThanOrEqual(r.rows[i]?.points ?? 0);
      expect(r.rows.reduce((n, row) => n + (row.move ?? 0), 0)).toBe(0);
      expectTamil(r.name, []);
    }
    const men = rankings.find((r) => r.id === 'tennis-men');
    const live = rankings.find((r) => r.id === 'tennis-men-live');
    const inPlay = [...run.events.values()].filter((e) => e.sportId === 2 && e.stageType === StageType.live);
    const leading = inPlay.filter((e) => e.homeScore !== e.awayScore);
    expect(leading.length).toBeGreaterThan(0);
    const moved = live?.rows.filter(
      (row) => row.points !== men?.rows.find((m) => m.participantId === row.participantId)?.points,
    );
    expect(moved?.length).toBeGreaterThan(0);
    for (const row of moved ?? []) {
      const leader = (e: (typeof leading)[number]) =>
        Number(e.homeScore) > Number(e.awayScore) ? e.homeId : e.awayId;
      expect(leading.some((e) => leader(e) === row.participantId)).toBe(true);
    }
    // One week's results move a list: the top ten of the official list were no lower than 20th.
    for (const row of men?.rows.slice(0, 10) ?? [])
      expect(row.rank + (row.move ?? 0)).toBeLessThanOrEqual(20);
  });

  it('keeps season tables of the race series from their results', () => {
    const tables = bodiesOf(run, 'standings').filter((s) => s.groups[0]?.name);
    expect(tables.length).toBeGreaterThan(0);
    for (const t of tables) {
      const rows = t.groups[0]?.rows ?? [];
      for (const row of rows) expect(row.played).toBe(row.won + row.drawn + row.lost);
      const wins = rows.reduce((n, r) => n + r.won, 0);
      expect(wins).toBeGreaterThan(0);
      expectTamil(t.groups[0]?.name ?? { ta: '', en: '' }, []);
    }
  });

  it('publishes squads, profiles, transfers and injuries with Tamil reasons', () => {
    const squads = bodiesOf(run, 'squad');
    const players = new Map(bodiesOf(run, 'player').map((p) => [p.id, p]));
    expect(squads.length).toBeGreaterThan(500);
    for (const s of squads)
      for (const p of s.players) expect(players.get(p.playerId)?.participantId).toBe(s.participantId);
    const injuries = bodiesOf(run, 'injuries').flatMap((i) => i.injuries);
    expect(injuries.length).toBeGreaterThan(50);
    for (const i of injuries) {
      expect(players.has(i.playerId)).toBe(true);
      expectTamil(i.reason, []);
    }
    for (const t of bodiesOf(run, 'transfers').flatMap((x) => x.transfers))
      expect(players.has(t.playerId)).toBe(true);
    for (const d of bodiesOf(run, 'draw')) for (const r of d.rounds) expectTamil(r.name, []);
  });

  it('drops the news and videos of matches that leave the window', () => {
    const later = deskRun(21, [1], T0);
    const old = bodiesOf(later, 'video').filter((v) => (v.publishedAt ?? 0) < T0 / 1000 - 7 * 86_400);
    expect(old.length).toBeGreaterThan(0);
    later.at(T0 + 2 * DAY_MS);
    const ids = new Set(bodiesOf(later, 'video').map((v) => v.id));
    for (const v of old) expect(ids.has(v.id)).toBe(false);
    for (const v of bodiesOf(later, 'video')) expect(later.events.has(v.eventId ?? '')).toBe(true);
  });
});
