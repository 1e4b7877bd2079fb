/**
 * [S2 3.30] [S1 7.1] Issue 16 point 4: clients written for Flashscore's public feed format read our
 * feeds. The open-source clients studied (docs/decisions.md "Flashscore-format clients") carry no
 * licence, so none is vendored; what each one expects is written here as a reader that does what it
 * does, step by step, and the readers are run against the bodies our real server code answers for a
 * fixed world (the match world of the match feed snapshots, the list world of the list snapshots).
 *
 * - `recordsByTildeKey`: the day-feed scrapers that split the body at `¬` and start a record at each
 *   key holding `~` (a Python bot reading `f_1_0_3_…_1`: country and league from `~ZA` split at `:`,
 *   `AD` start, `AE`/`AF` teams, `AG`/`AH` scores);
 * - `segments`: the scrapers that split at `~`, then `¬`, then the first `÷` (a Python scraping module
 *   and a TypeScript results importer: `ZA` league, `ZY` country, `AA` id, `AB` status 1/2/3, `AI`
 *   live flag);
 * - detail readers that build names from `AA` (`dc_1_{AA}`, `df_st_1_{AA}`, `df_sui_1_{AA}`): the
 *   `dc_1` reader takes `DC` start and `DE`/`DF` scores from the first group, and matches the id in
 *   the URL as `[0-9a-zA-Z]+`; the statistics readers split at `~SE÷`, keep the `Match` block and
 *   match `SG÷…¬SH÷…¬SI÷…`; the incidents reader walks cells, `IA` side and `IB` minute carry over
 *   and `IK` closes an incident whose `IF` came before it;
 * - the standings reader keeps rows with `TR`, `TN` and `TI`.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NeraliServer } from '../../app.ts';
import { FeedEngine } from '../../engine/engine.ts';
import { MemoryStorage } from '../../engine/storage.ts';
import { fakeClock, worldServer } from '../../testing/fixtures.ts';
import { loadWorld, NOON_UTC_MS as LIST_NOON_UTC_MS } from '../catalogue/lists/testing.ts';
import { KICKOFF_S, loadMatchWorld, NOON_UTC_MS } from '../catalogue/match/testing.ts';
import { FeedService } from '../feed-service.ts';

type Rec = Record<string, string>;

/** Split at `¬`; a key holding `~` starts a new record (keys keep their `~`). */
function recordsByTildeKey(text: string): Rec[] {
  const list: Rec[] = [{}];
  for (const item of text.split('¬')) {
    const parts = item.split('÷');
    const key = parts[0] ?? '';
    const value = parts[parts.length - 1] ?? '';
    if (key.includes('~')) list.push({ [key]: value });
    else (list[list.length - 1] as Rec)[key] = value;
  }
  return list;
}

/** Split at `~`, each segment at `¬`, each cell at its first `÷`. */
function segments(text: string): Rec[] {
  const out: Rec[] = [];
  for (const segment of text.split('~')) {
    if (!segment) continue;
    const kv: Rec = {};
    for (const entry of segment.split('¬')) {
      const at = entry.indexOf('÷');
      if (at > 0) kv[entry.slice(0, at)] = entry.slice(at + 1);
    }
    out.push(kv);
  }
  return out;
}

const STATUS: Record<string, string> = { '1': 'not_started', '2': 'live', '3': 'finished' };

describe('[S2 3.30] Flashscore-format clients read our feeds (issue 16 point 4)', () => {
  let server: NeraliServer;
  beforeEach(async () => {
    server = await worldServer(fakeClock(NOON_UTC_MS));
    loadMatchWorld(server.engine);
  });
  afterEach(async () => {
    await server.app.close();
  });
  const get = async (name: string) => {
    const answer = await server.app.inject({
      method: 'GET',
      url: `/x/feed/${name}`,
      headers: { 'x-fsign': 'SW9D1eZo' },
    });
    return { status: answer.statusCode, body: answer.body };
  };

  it('[S1 7.1] a day-feed scraper (records at `~` keys) reads league caption, teams, scores, start and live flag', async () => {
    const { status, body } = await get('f_1_0_3_en_1');
    expect(status).toBe(200);
    let country = '';
    let tourney = '';
    const matches: Rec[] = [];
    for (const element of recordsByTildeKey(body)) {
      const first = Object.keys(element)[0] ?? '';
      if (first.includes('ZA')) {
        const caption = element['~ZA'] ?? '';
        country = caption.split(':')[0] ?? '';
        tourney = caption.split(':').at(-1) ?? '';
      }
      if (first.includes('AA')) matches.push({ ...element, country, tourney });
    }
    const match = matches.find((m) => m['AE'] === 'Chennaiyin FC');
    expect(match).toMatchObject({
      '~AA': 'g_1_mtch0001',
      AD: String(KICKOFF_S),
      AF: 'Kerala Blasters',
      AG: '2',
      AH: '1',
      AB: '2',
      AI: '1',
      country: 'INDIA',
    });
    expect(match?.['tourney']?.trim()).toBe('Indian Super League');
  });

  it('[S1 7.1] a segment scraper reads league, country, status and the finished results', async () => {
    const { body } = await get('f_1_0_3_en_1');
    let competition: Rec = {};
    const out: Rec[] = [];
    for (const kv of segments(body)) {
      if ('ZA' in kv) {
        competition = kv;
        continue;
      }
      if ('AA' in kv) {
        out.push({
          id: kv['AA'] ?? '',
          status: STATUS[kv['AB'] ?? ''] ?? 'unknown',
          league: competition['ZA'] ?? '',
          country: competition['ZY'] ?? '',
          home: kv['AE'] ?? '',
          away: kv['AF'] ?? '',
          score: `${kv['AG'] ?? ''}-${kv['AH'] ?? ''}`,
        });
      }
    }
    expect(out.find((m) => m.id === 'g_1_mtch0001')).toEqual({
      id: 'g_1_mtch0001',
      status: 'live',
      league: 'INDIA: Indian Super League',
      country: 'India',
      home: 'Chennaiyin FC',
      away: 'Kerala Blasters',
      score: '2-1',
    });
  });

  it('[S1 7.1] detail names built from AA (the event id as sent) and from the bare original id answer the same bodies as ours', async () => {
    for (const [ours, fromAa, bare] of [
      ['dc_1_1_mtch0001', 'dc_1_g_1_mtch0001', 'dc_1_mtch0001'],
      ['df_st_1_1_mtch0001', 'df_st_1_g_1_mtch0001', 'df_st_1_mtch0001'],
      ['df_sui_1_1_mtch0001', 'df_sui_1_g_1_mtch0001', 'df_sui_1_mtch0001'],
      ['d_su_1_mtch0001_en_1', 'd_su_g_1_mtch0001_en_1', 'd_su_mtch0001_en_1'],
      ['d_od_1_mtch0001_en_1_eu', 'd_od_g_1_mtch0001_en_1_eu', 'd_od_mtch0001_en_1_eu'],
      ['df_lcpo_1_1_mtch0001_1', 'df_lcpo_1_g_1_mtch0001_1', 'df_lcpo_1_mtch0001_1'],
    ] as const) {
      const expected = await get(ours);
      expect(expected.body.length, ours).toBeGreaterThan(1);
      expect(await get(fromAa), fromAa).toEqual(expected);
      expect(await get(bare), bare).toEqual(expected);
    }
    // A bare id no sport holds is the empty feed; a name that is no form stays a 404.
    expect(await get('df_st_1_nosuch01')).toEqual({ status: 200, body: '0' });
    expect((await get('df_st_1_h_1_mtch0001')).status).toBe(404);
  });

  it('[S1 7.1] detail bodies end with the signature row A1; the empty feed stays 0', async () => {
    const before = (await get('df_sui_1_1_mtch0001')).body;
    expect(before).toMatch(/~A1÷[0-9a-z]+¬~$/);
    expect((await get('dc_1_1_mtch0001')).body).toMatch(/~A1÷[0-9a-z]+¬~$/);
    expect((await get('df_st_1_nosuch01')).body).toBe('0');
  });

  it('[S1 7.1] the dc_1 reader takes start time and score from the first group; the id pattern matches the bare form', async () => {
    const url = 'https://nerali.example/x/feed/dc_1_mtch0001';
    const id = /feed\/dc_1_([0-9a-zA-Z]+)$/.exec(url)?.[1];
    expect(id).toBe('mtch0001');
    const first = segments((await get(`dc_1_${id}`)).body)[0] ?? {};
    expect({ when: first['DC'], home: first['DE'], away: first['DF'] }).toEqual({
      when: String(KICKOFF_S),
      home: '2',
      away: '1',
    });
  });

  it('[S1 7.1] the statistics readers: the first-half block by `~SE÷`, the whole match by rows', async () => {
    const raw = (await get('df_st_1_g_1_mtch0001')).body;
    // A live-bot reader: the first block after `~SE÷` that is the first half or the match.
    const block = raw.split('~SE÷').find((s) => s.startsWith('1st Half') || s.startsWith('Match')) ?? '';
    const firstHalf: Record<string, [string, string]> = {};
    for (const m of block.matchAll(/SG÷([^¬]*)¬SH÷([^¬]*)¬SI÷([^¬]*)/g)) {
      firstHalf[m[1] as string] = [m[2] as string, m[3] as string];
    }
    expect(firstHalf).toEqual({ 'Ball possession': ['48%', '52%'] });
    // A results reader: rows until the first period that is not the whole match.
    const match: Record<string, [string, string]> = {};
    for (const r of segments(raw)) {
      if ('SE' in r && r['SE'] !== 'Match') break;
      if ('SG' in r && 'SH' in r) match[r['SG'] as string] = [r['SH'] as string, r['SI'] as string];
    }
    expect(match).toEqual({ 'Ball possession': ['55%', '45%'], 'Shots on target': ['6', '3'] });
  });

  it('[S1 7.1] the incidents reader gets minute, side and player of each incident', async () => {
    const text = (await get('df_sui_1_g_1_mtch0001')).body;
    const events: { minute: string; player: string; side: string }[] = [];
    for (const block of text.split('~')) {
      let cur: Rec = {};
      let blockSide = 'home';
      let blockMinute = '';
      for (const p of block.split('¬')) {
        const x = p.indexOf('÷');
        if (x <= 0) continue;
        const k = p.slice(0, x);
        const v = p.slice(x + 1);
        if (k === 'IK') {
          if (cur['IF']) {
            const side = cur['IA'] === '2' ? 'away' : blockSide;
            events.push({ minute: cur['IB'] || blockMinute, player: cur['IF'], side });
          }
          cur = {};
        } else {
          if (k === 'IA') blockSide = v === '2' ? 'away' : 'home';
          if (k === 'IB') blockMinute = v;
          cur[k] = v;
        }
      }
    }
    expect(events).toEqual([
      { minute: "12'", player: 'Irfan Yadwad', side: 'home' },
      { minute: "30'", player: 'Adrian Luna', side: 'away' },
      { minute: "45+2'", player: 'Noah Sadaoui', side: 'away' },
      { minute: "61'", player: 'Connor Shields', side: 'home' },
      { minute: "70'", player: 'Farukh Choudhary', side: 'home' },
    ]);
  });
});

describe('[S2 3.30] a Flashscore-format standings reader reads our standings feed', () => {
  it('[S1 7.1] keeps the rows with TR, TN and TI: rank, team and team id', () => {
    const clock = fakeClock(LIST_NOON_UTC_MS);
    const engine = new FeedEngine({ clock, storage: new MemoryStorage(), epoch: 1 });
    loadWorld(engine);
    const table = new FeedService(engine, clock).catalogueFeed('ts_1_isl2026_en_1')?.text ?? '';
    const rows: { teamId: string; teamName: string; rank: number }[] = [];
    for (const f of segments(table)) {
      if (f['TR'] && f['TN'] && f['TI'])
        rows.push({ teamId: f['TI'], teamName: f['TN'], rank: Number(f['TR']) });
    }
    expect(rows).toEqual([
      { teamId: 'cfc', teamName: 'Chennaiyin FC', rank: 1 },
      { teamId: 'kbfc', teamName: 'Kerala Blasters', rank: 2 },
    ]);
    // The league caption of the table's league row, as the day feed's.
    expect(segments(table).find((r) => 'ZA' in r)?.['ZA']).toBe('INDIA: Indian Super League');
  });
});
