import { StageType } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import type { IngestKind } from '../storage/ports.ts';
import { soccerEvent } from '../testing/fixtures.ts';
import {
  decodeMessage,
  encodeMessages,
  engineKey,
  MAX_MESSAGE_BYTES,
  messagePrefix,
  targetOf,
  type WireItem,
} from './wire.ts';

const event = (id: string, note = ''): WireItem => ({
  ref: ['acme', 'event', id],
  id: `g_1_${id}`,
  seq: 1,
  event: soccerEvent(id, 1_795_000_000, { stageType: StageType.live, homeName: note || 'Chennaiyin FC' }),
});

describe('the change message', () => {
  it('round-trips, and cuts a large round into messages under the limit, in order', () => {
    const items = Array.from({ length: 400 }, (_, i) => event(`m${i}`, 'x'.repeat(3000)));
    const messages = [...encodeMessages('node-a', items)];
    expect(messages.length).toBeGreaterThan(1);
    for (const { payload } of messages) {
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
      expect(payload.startsWith(messagePrefix('node-a'))).toBe(true);
    }
    const decoded = messages.map(({ payload }) => decodeMessage(payload));
    const ids = decoded.flatMap((m) => (typeof m === 'string' ? [] : m.items.map((i) => i.id)));
    expect(ids).toEqual(items.map((i) => i.id));
    expect(messages.reduce((n, m) => n + m.items, 0)).toBe(400);
  });

  it('leaves out an object too large for the bus, and says so', () => {
    const tooLarge: string[] = [];
    const items = [event('m1'), event('m2', 'x'.repeat(1024 * 1024)), event('m3')];
    const messages = [...encodeMessages('node-a', items, (item) => tooLarge.push(item.id))];
    expect(tooLarge).toEqual(['g_1_m2']);
    expect(messages.reduce((n, m) => n + m.items, 0)).toBe(2);
  });

  it('refuses what it cannot read', () => {
    expect(decodeMessage('{"v":2,"node":"n","items":[]}')).toMatch(/version 2/);
    expect(decodeMessage('nope')).toBe('not JSON');
    expect(decodeMessage('{"v":1}')).toBe('no node or items');
  });

  it('names one engine object per ingest kind', () => {
    // Every kind, checked by the compiler: a new ingest kind must say what it is in the engine.
    const every: Record<IngestKind, true> = {
      country: true,
      competition: true,
      season: true,
      participant: true,
      player: true,
      event: true,
      incident: true,
      lineup: true,
      statistics: true,
      odds: true,
      standings: true,
      draw: true,
      squad: true,
      transfers: true,
      injuries: true,
      ranking: true,
      news: true,
      video: true,
      bookmaker: true,
      matchInfo: true,
      commentary: true,
      pointHistory: true,
      balls: true,
      raids: true,
      preview: true,
      report: true,
    };
    const kinds = Object.keys(every) as IngestKind[];
    for (const kind of kinds) expect(() => targetOf(kind)).not.toThrow();
    expect(engineKey('competition', '1_isl')).toBe(engineKey('season', '1_isl'));
    expect(engineKey('incident', 'g_1_x')).toBe('document:incidents:g_1_x');
    expect(engineKey('country', '5')).toBe('country:5');
  });
});
