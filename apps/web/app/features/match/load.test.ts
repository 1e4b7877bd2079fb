import { describe, expect, it } from 'vitest';
import { loadMatch, type MatchRequest } from './load.ts';
import { CRICKET_ID, FEEDS, FOOTBALL_ID, TENNIS_ID } from './test-fixtures.ts';

/** The feed store of the load context, answering from real bodies; any other name is the empty feed. */
function store(failing: readonly string[] = []): MatchRequest['getFeed'] {
  return async (name) => {
    if (failing.some((prefix) => name.startsWith(prefix))) return { status: 503, body: '' };
    return { status: 200, body: FEEDS[name] ?? '0' };
  };
}

function request(eventId: string, tab?: string, extra: Partial<MatchRequest> = {}): MatchRequest {
  const path = `/ta/match/${eventId}/${tab ? `${tab}/` : ''}`;
  return {
    lang: 'ta',
    eventId,
    tab,
    pathname: path,
    search: '',
    oddsFormat: 'eu',
    oddsAllowed: false,
    getFeed: store(),
    ...extra,
  };
}

describe('the match loader', () => {
  it('loads a football match: the header, the open tab’s feeds and the tabs that have data', async () => {
    const result = await loadMatch(request(FOOTBALL_ID));
    if (result.kind !== 'match') throw new Error(result.kind);
    expect(result.data.header).toContain(FOOTBALL_ID);
    expect(Object.keys(result.data.feeds)).toContain(`d_su_${FOOTBALL_ID.slice(2)}_ta_1`);
    expect(result.data.tabs).toEqual(
      expect.arrayContaining(['summary', 'stats', 'lineups', 'commentary', 'h2h', 'standings']),
    );
    // Tabs that do not apply to football, and tabs without data (no videos, no news) are not offered.
    expect(result.data.tabs).not.toContain('scorecard');
    expect(result.data.tabs).not.toContain('history');
    expect(result.data.tabs).not.toContain('highlights');
  });

  it('offers odds only to a visitor whose rules allow them', async () => {
    const off = await loadMatch(request(FOOTBALL_ID));
    expect(off.kind === 'match' && off.data.tabs.includes('odds')).toBe(false);
    expect((await loadMatch(request(FOOTBALL_ID, 'odds'))).kind).toBe('notFound');
    const on = await loadMatch(request(FOOTBALL_ID, 'odds', { oddsAllowed: true, oddsFormat: 'uk' }));
    if (on.kind !== 'match') throw new Error(on.kind);
    expect(on.data.tabs).toContain('odds');
    expect(Object.keys(on.data.feeds)).toEqual([`d_od_${FOOTBALL_ID.slice(2)}_ta_1_uk`]);
  });

  it('[S2 3.18] reads the main bookmaker’s mop_ on the summary only when the visitor’s rules name one', async () => {
    const asked: string[] = [];
    const mop = `mop_1_${FOOTBALL_ID.slice(2)}_2`;
    const getFeed: MatchRequest['getFeed'] = async (name) => {
      asked.push(name);
      return { status: 200, body: name === mop ? 'OM÷1¬~' : (FEEDS[name] ?? '0') };
    };
    const on = await loadMatch(request(FOOTBALL_ID, undefined, { mainBookmakerId: 2, getFeed }));
    if (on.kind !== 'match') throw new Error(on.kind);
    expect(asked).toContain(mop);
    expect(on.data.mainOdds).toBe('OM÷1¬~');
    expect(Object.keys(on.data.feeds)).not.toContain(mop);
    asked.length = 0;
    for (const extra of [{}, { mainBookmakerId: null }] as const) {
      const off = await loadMatch(request(FOOTBALL_ID, undefined, { ...extra, getFeed }));
      if (off.kind !== 'match') throw new Error(off.kind);
      expect(off.data.mainOdds).toBeUndefined();
    }
    // Another tab never reads it.
    await loadMatch(request(FOOTBALL_ID, 'stats', { mainBookmakerId: 2, getFeed }));
    expect(asked.some((name) => name.startsWith('mop_'))).toBe(false);
  });

  it('is a 404 for a malformed id, an unknown event and a tab the sport lacks', async () => {
    for (const [id, tab] of [
      ['g_1_no-such', undefined],
      ['1_H4dpf7Tl', undefined],
      ['g_20_abcdefgh', undefined],
      ['g_1_Unknown00', undefined],
      [FOOTBALL_ID, 'scorecard'],
      [FOOTBALL_ID, 'history'],
      [FOOTBALL_ID, 'summary'],
      [FOOTBALL_ID, 'nonsense'],
      [TENNIS_ID, 'lineups'],
    ] as const) {
      expect((await loadMatch(request(id, tab))).kind, `${id} ${tab}`).toBe('notFound');
    }
  });

  it('shows a tab that applies but has no data yet as the page’s empty state, not a 404', async () => {
    const result = await loadMatch(request(FOOTBALL_ID, 'highlights'));
    if (result.kind !== 'match') throw new Error(result.kind);
    expect(result.data.tab).toBe('highlights');
    expect(result.data.tabs).toContain('highlights');
  });

  it('gives cricket its scorecard and tennis its history', async () => {
    const cricket = await loadMatch(request(CRICKET_ID, 'scorecard'));
    expect(cricket.kind === 'match' && cricket.data.tabs.includes('scorecard')).toBe(true);
    const tennis = await loadMatch(request(TENNIS_ID, 'history'));
    if (tennis.kind !== 'match') throw new Error(tennis.kind);
    expect(tennis.data.tabs).toContain('history');
    expect(Object.keys(tennis.data.feeds)).toEqual([
      `df_mh_1_${TENNIS_ID.slice(2)}`,
      `df_mhs_1_${TENNIS_ID.slice(2)}`,
    ]);
  });

  it('redirects to the one URL of a page, keeping the query', async () => {
    const result = await loadMatch({
      ...request(FOOTBALL_ID),
      pathname: `/ta/match/${FOOTBALL_ID}`,
      search: '?popup=1',
    });
    expect(result).toEqual({ kind: 'redirect', to: `/ta/match/${FOOTBALL_ID}/?popup=1` });
  });

  it('says the feed store failed rather than showing an empty page', async () => {
    expect((await loadMatch(request(FOOTBALL_ID, undefined, { getFeed: store(['dc_']) }))).kind).toBe(
      'failed',
    );
    expect((await loadMatch(request(FOOTBALL_ID, 'lineups', { getFeed: store(['df_li']) }))).kind).toBe(
      'failed',
    );
    // A failing feed of another tab only hides that tab.
    const result = await loadMatch(request(FOOTBALL_ID, undefined, { getFeed: store(['df_li']) }));
    expect(result.kind === 'match' && result.data.tabs.includes('lineups')).toBe(false);
  });

  it('opens a cricket scorecard whose ball-by-ball feed is missing (404: empty) or failing (said on the tab)', async () => {
    const name = `df_sc_1_${CRICKET_ID.slice(2)}`;
    const answering =
      (status: number): MatchRequest['getFeed'] =>
      async (feed) =>
        feed === name ? { status, body: '' } : { status: 200, body: FEEDS[feed] ?? '0' };
    const missing = await loadMatch(request(CRICKET_ID, 'scorecard', { getFeed: answering(404) }));
    if (missing.kind !== 'match') throw new Error(missing.kind);
    expect(missing.data.feeds[name]).toBe('0');
    expect(missing.data.tabs).toContain('scorecard');
    const failing = await loadMatch(request(CRICKET_ID, 'scorecard', { getFeed: answering(503) }));
    if (failing.kind !== 'match') throw new Error(failing.kind);
    expect(failing.data.feeds[name]).toBe('');
  });
});
