/**
 * One snapshot per match feed kind: the exact bytes a match page receives for the small world of
 * testing.ts. docs/feeds.md (match detail feeds) quotes these bodies; a diff here is a wire change to review.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NeraliServer } from '../../../app.ts';
import { fakeClock, worldServer } from '../../../testing/fixtures.ts';
import { loadMatchWorld, NOON_UTC_MS } from './testing.ts';

const FEEDS: [kind: string, names: string[]][] = [
  ['dc_ common header', ['dc_1_1_mtch0001']],
  ['d_su summary by period, one language', ['d_su_1_mtch0001_ta_1', 'd_su_1_mtch0001_en_1']],
  ['df_sur summary horizontal', ['df_sur_1_1_mtch0001']],
  ['df_sui summary vertical', ['df_sui_1_1_mtch0001']],
  ['df_hh head-to-head and form', ['df_hh_1_1_mtch0001']],
  [
    'd_od odds tab per format',
    ['d_od_1_mtch0001_ta_1_eu', 'd_od_1_mtch0001_en_1_uk', 'd_od_1_mtch0001_en_1_us'],
  ],
  ['df_od odds', ['df_od_1_1_mtch0001']],
  ['df_dos prematch odds (live document: empty)', ['df_dos_1_1_mtch0001']],
  ['df_lod2 live odds of one bookmaker', ['df_lod2_1_1_mtch0001_1']],
  ['mop_ main market of the main bookmaker', ['mop_1_1_mtch0001', 'mop_1_1_mtch0001_2']],
  ['df_li line-ups', ['df_li_1_1_mtch0001']],
  ['df_psn player statistics', ['df_psn_1_1_mtch0001']],
  ['df_pi baseball pitchers', ['df_pi_1_6_base0001']],
  ['df_scr scratches of a race and of a duel', ['df_scr_1_35_race0001', 'df_scr_1_1_mtch0001']],
  ['df_psp preview', ['df_psp_1_1_mtch0001']],
  ['df_mr match report', ['df_mr_1_1_mtch0001']],
  ['df_nf news of the teams', ['df_nf_1_1_mtch0001']],
  ['df_hi highlights', ['df_hi_1_1_mtch0001']],
  ['df_mh match history (tennis, darts)', ['df_mh_1_2_tens0001', 'df_mh_1_14_dart0001']],
  ['df_mhs tennis points of the current set', ['df_mhs_1_2_tens0001']],
  ['df_mhn darts history', ['df_mhn_1_14_dart0001']],
  ['df_mhsn darts leg detail', ['df_mhsn_1_14_dart0001']],
  ['df_sc cricket scorecard', ['df_sc_1_13_crik0001']],
  ['df_st statistics per period', ['df_st_1_1_mtch0001']],
  ['df_stn darts statistics', ['df_stn_1_14_dart0001']],
  ['df_stp darts statistics per set', ['df_stp_1_14_dart0001']],
  ['df_mc comments', ['df_mc_1_1_mtch0001']],
  ['df_lc commentary', ['df_lc_1_1_mtch0001']],
  ['df_lcpo commentary since a position', ['df_lcpo_1_1_mtch0001_1']],
  ['df_kb kabaddi raid by raid', ['df_kb_1_42_kbdi0001', 'df_kb_1_1_mtch0001']],
];

describe('match feed snapshots', () => {
  let server: NeraliServer;

  beforeEach(async () => {
    server = await worldServer(fakeClock(NOON_UTC_MS));
    loadMatchWorld(server.engine);
  });
  afterEach(async () => {
    await server.app.close();
  });

  const body = async (name: string) =>
    (await server.app.inject({ method: 'GET', url: `/x/feed/${name}` })).body;

  for (const [kind, names] of FEEDS) {
    it(kind, async () => {
      for (const name of names) expect(await body(name), name).toMatchSnapshot(name);
    });
  }

  it('covers every match feed prefix', async () => {
    const { MATCH_FEEDS } = await import('./index.ts');
    const covered = new Set(
      FEEDS.flatMap(([, names]) =>
        names.map(
          (n) =>
            MATCH_FEEDS.find(
              (f) => n.startsWith(`${f.prefix}_`) && f.parse(n.slice(f.prefix.length + 1)) !== null,
            )?.prefix,
        ),
      ),
    );
    expect([...covered].sort()).toEqual(MATCH_FEEDS.map((f) => f.prefix).sort());
  });
});
