/**
 * cl_: a sport's countries (or categories) with league and live counts, from the list feeds' world.
 */
import { decodeSportCountries, EventStage, StageType } from '@nerali/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { FeedEngine } from '../../../engine/engine.ts';
import { MemoryStorage } from '../../../engine/storage.ts';
import { fakeClock } from '../../../testing/fixtures.ts';
import { FeedService } from '../../feed-service.ts';
import { EVENTS, LEAGUES, loadWorld, NOON_UTC_MS } from './testing.ts';

let engine: FeedEngine;
let feeds: FeedService;

beforeEach(() => {
  const clock = fakeClock(NOON_UTC_MS);
  engine = new FeedEngine({ clock, storage: new MemoryStorage(), epoch: 1 });
  loadWorld(engine);
  feeds = new FeedService(engine, clock);
});

const answer = (name: string) => feeds.catalogueFeed(name);
const body = (name: string) => answer(name)?.text ?? 'not a feed';

describe('cl_{sport}_{lang}_{type}', () => {
  it('lists each country holding a league of the sport, in display order, with its counts', () => {
    expect(body('cl_1_ta_1')).toBe(
      'SA÷1¬~CA÷1¬CN÷இந்தியா¬CC÷in¬CO÷1¬CLL÷3¬CLV÷1¬~CA÷2¬CN÷ஸ்பெயின்¬CC÷es¬CO÷5¬CLL÷1¬CLV÷0¬~',
    );
    expect(decodeSportCountries(body('cl_2_en_1')).countries).toEqual([
      { id: 1, name: 'India', code: 'in', order: 1, leagueCount: 1, liveCount: 0 },
    ]);
  });

  it('a sport without leagues is the empty feed', () => {
    expect(body('cl_3_ta_1')).toBe('0');
  });

  it('names outside the form are no feed', () => {
    for (const name of [
      'cl_1_ta',
      'cl_0_ta_1',
      'cl_20_ta_1',
      'cl_1_xx_1',
      'cl_1_ta_2',
      'cl_01_ta_1',
      'cl_1_ta_1_x',
    ]) {
      expect(answer(name), name).toBeNull();
    }
  });

  it('moves when a league of the sport goes live, and only then', () => {
    const before = answer('cl_1_ta_1');
    // A goal in a live match changes no count: same version.
    const live = EVENTS.find((e) => e.id === 'g_1_isl00002');
    if (!live) throw new Error('world changed');
    engine.putEvents([{ ...live, homeScore: '1' }]);
    expect(answer('cl_1_ta_1')?.etag).toBe(before?.etag);
    // Kick-off in Spain: one more live event there.
    const liga = EVENTS.find((e) => e.id === 'g_1_liga0001');
    if (!liga) throw new Error('world changed');
    engine.putEvents([{ ...liga, stageType: StageType.live, stage: EventStage.firstHalf }]);
    const after = answer('cl_1_ta_1');
    expect(after?.etag).not.toBe(before?.etag);
    expect(decodeSportCountries(after?.text ?? '').countries.map((c) => c.liveCount)).toEqual([1, 1]);
    // A new league in a new country adds the country.
    engine.putCountries([{ id: 3, code: 'it', name: { ta: 'இத்தாலி', en: 'Italy' }, order: 4 }]);
    engine.putLeagues([{ ...(LEAGUES[3] as (typeof LEAGUES)[number]), id: '1_seriea', countryId: 3 }]);
    expect(decodeSportCountries(body('cl_1_en_1')).countries.map((c) => c.name)).toEqual([
      'India',
      'Italy',
      'Spain',
    ]);
  });
});
