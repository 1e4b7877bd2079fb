import type { MatchEvent } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { FeedEngine } from '../engine/engine.ts';
import type { Storage, StoredState } from '../engine/storage.ts';
import { MemoryProviderMapStore, type ProviderRef } from '../storage/ports.ts';
import { fakeClock } from '../testing/fixtures.ts';
import { IngestError, IngestErrorCode } from './errors.ts';
import { countryIdOf } from './ids.ts';
import { createIngest } from './entrances.ts';
import { india, isl, match, NOON_UTC_MS, team } from './testing.ts';

/** A storage whose flush can be made to fail, counting what it was asked to save. */
class FlakyStorage implements Storage {
  failNext = false;
  saved: MatchEvent[] = [];
  async load(): Promise<StoredState | null> {
    return null;
  }
  saveEvents(events: readonly MatchEvent[]): void {
    this.saved.push(...events);
  }
  saveReference(): void {}
  removeEvents(): void {}
  saveDocuments(): void {}
  removeDocuments(): void {}
  async close(): Promise<void> {}
  async flush(): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('disk full');
    }
  }
}

/** A provider map that records the order of calls, to check that advance follows flush. */
class RecordingMap extends MemoryProviderMapStore {
  readonly calls: string[] = [];
  override async advance(ref: ProviderRef, ourId: string, seq: number): Promise<boolean> {
    this.calls.push(`advance ${ref.providerId} ${seq}`);
    return super.advance(ref, ourId, seq);
  }
}

async function setup() {
  const clock = fakeClock(NOON_UTC_MS);
  const storage = new FlakyStorage();
  const providerMap = new RecordingMap();
  const engine = new FeedEngine({ clock, storage, epoch: 1 });
  const service = createIngest({ engine, storage, providerMap, clock }).providers;
  await service.putCountry('acme', 'in', india());
  await service.putCompetition('acme', 'isl-2026', isl());
  await service.putParticipant('acme', 'chennaiyin', team('Chennaiyin FC'));
  await service.putParticipant('acme', 'kerala', team('Kerala Blasters'));
  const created = await service.putEvent('acme', 'm1', match());
  return { clock, storage, providerMap, engine, service, id: created.id };
}

describe("ProviderWrites: the providers' entrance", () => {
  it('lets the higher seq win between concurrent writes of one object, whatever order they finish in', async () => {
    const { service, engine, id } = await setup();
    const [newer, older] = await Promise.all([
      service.updateEvent('acme', 'm1', { seq: 7, homeScore: '2' }),
      service.updateEvent('acme', 'm1', { seq: 6, homeScore: '1' }),
    ]);
    expect(newer.applied).toBe(true);
    expect(older).toMatchObject({ applied: false, reason: 'stale', lastSeq: 7 });
    expect(engine.events.get(id)?.homeScore).toBe('2');
  });

  it('advances the provider map only after the flush, so a lost flush is applied again on retry', async () => {
    const { service, storage, providerMap, engine, id } = await setup();
    const ref: ProviderRef = { provider: 'acme', kind: 'event', providerId: 'm1' };
    storage.failNext = true;
    const failed = await service
      .updateEvent('acme', 'm1', { seq: 2, homeScore: '1' })
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(IngestError);
    expect((failed as IngestError).status).toBe(503);
    expect((failed as IngestError).code).toBe(IngestErrorCode.unavailable);
    expect(await providerMap.get(ref)).toEqual({ ourId: id, lastSeq: 1 });

    // The provider got no 200 and sends the same write again: it is applied, not "stale".
    const retry = await service.updateEvent('acme', 'm1', { seq: 2, homeScore: '1' });
    expect(retry.applied).toBe(true);
    expect(await providerMap.get(ref)).toEqual({ ourId: id, lastSeq: 2 });
    expect(engine.events.get(id)?.homeScore).toBe('1');
    expect(providerMap.calls.filter((c) => c.startsWith('advance m1'))).toEqual([
      'advance m1 1',
      'advance m1 2',
    ]);
  });

  it('reads the last seq from the provider map after a restart', async () => {
    const { storage, providerMap, engine, clock, id } = await setup();
    const restarted = createIngest({ engine, storage, providerMap, clock }).providers;
    const stale = await restarted.updateEvent('acme', 'm1', { seq: 1, homeScore: '9' });
    expect(stale).toMatchObject({ applied: false, reason: 'stale', id, lastSeq: 1 });
    expect(engine.events.get(id)?.homeScore).toBe('0');
  });

  it('refuses without touching the engine or the seq when a check fails', async () => {
    const { service, engine, storage, providerMap } = await setup();
    const savedBefore = storage.saved.length;
    const logSeq = engine.log(1).seq;
    const refused = await service
      .putEvent('acme', 'm2', match(1, { homeParts: [1, 2, 3] }))
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 422, errors: [{ path: '/homeParts' }] });
    expect(storage.saved.length).toBe(savedBefore);
    expect(engine.log(1).seq).toBe(logSeq);
    expect(await providerMap.get({ provider: 'acme', kind: 'event', providerId: 'm2' })).toBeNull();
  });

  it('refuses to create a country over another one whose id collides, and overwrites nothing', async () => {
    const { service, engine } = await setup();
    const id = countryIdOf('acme', 'lk');
    const taken = { id, code: 'xx', name: { ta: 'x', en: 'x' }, order: 1 };
    engine.putCountries([taken]);
    const refused = await service
      .putCountry('acme', 'lk', { seq: 1, code: 'lk', name: { ta: 'இலங்கை', en: 'Sri Lanka' } })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 422, code: IngestErrorCode.invalid });
    expect(engine.countries.get(id)).toEqual(taken);
  });

  it('does not publish a batch for a write that changes no field', async () => {
    const { service, engine } = await setup();
    const logSeq = engine.log(1).seq;
    const res = await service.putEvent('acme', 'm1', match(2));
    expect(res.applied).toBe(true);
    expect(engine.log(1).seq).toBe(logSeq);
  });

  it('flushes a batch once and answers each item', async () => {
    const { service, providerMap } = await setup();
    const results = await service.applyBatch('acme', [
      { kind: 'eventUpdate', id: 'm1', data: { seq: 2, homeScore: '1' } },
      { kind: 'eventUpdate', id: 'ghost', data: { seq: 1, homeScore: '1' } },
      { kind: 'eventUpdate', id: 'm1', data: { seq: 3, awayScore: '1' } },
    ]);
    expect(results.map((r) => (r instanceof IngestError ? r.status : r.applied))).toEqual([true, 404, true]);
    expect(await providerMap.get({ provider: 'acme', kind: 'event', providerId: 'm1' })).toMatchObject({
      lastSeq: 3,
    });
  });
});
