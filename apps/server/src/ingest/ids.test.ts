import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countryIdOf,
  eventIdOf,
  idSuffix,
  INGESTED_COUNTRY_ID_BASE,
  leagueIdOf,
  participantIdOf,
} from './ids.ts';

const providerId = fc.stringMatching(/^[A-Za-z0-9._:-]{1,64}$/);

describe('ingest ids', () => {
  it('are fixed values: a changed derivation would rename every ingested object', () => {
    expect(eventIdOf(1, 'acme', 'm1')).toBe(eventIdOf(1, 'acme', 'm1'));
    expect([
      eventIdOf(1, 'acme', 'm1'),
      leagueIdOf(1, 'acme', 'isl-2026'),
      participantIdOf('acme', 'kerala'),
    ]).toEqual([
      'g_1_4nn0ktqzcj8k',
      expect.stringMatching(/^1_[0-9a-z]{12}$/),
      expect.stringMatching(/^[0-9a-z]{12}$/),
    ]);
  });

  it('event ids have the feed form g_{sport}_{8-16 alphanumerics} for any provider id', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 42 }), providerId, (sport, id) =>
        new RegExp(`^g_${sport}_[A-Za-z0-9]{8,16}$`).test(eventIdOf(sport, 'acme', id)),
      ),
    );
  });

  it('keep providers and kinds apart', () => {
    expect(idSuffix('acme', 'event', '1')).not.toBe(idSuffix('other', 'event', '1'));
    expect(idSuffix('acme', 'event', '1')).not.toBe(idSuffix('acme', 'participant', '1'));
  });

  it('country ids are 32-bit integers (the database column) above the built-in world', () => {
    fc.assert(
      fc.property(providerId, (id) => {
        const n = countryIdOf('acme', id);
        return Number.isInteger(n) && n >= INGESTED_COUNTRY_ID_BASE && n < 2 ** 31;
      }),
    );
  });
});
