import { describe, expect, it } from 'vitest';
import { chunkIds, participantsBySport } from './people-feeds.ts';

describe('feeds of followed teams and players', () => {
  it('splits long lists into names of at most 20 ids within the room left', () => {
    const ids = Array.from({ length: 45 }, (_, i) => `team${i}`);
    const chunks = chunkIds(ids, 1000);
    expect(chunks.map((c) => c.length)).toEqual([20, 20, 5]);
    for (const chunk of chunkIds(ids, 40)) expect(chunk.join('-').length).toBeLessThanOrEqual(40);
    expect(chunkIds(ids, 40).flat()).toEqual(ids);
  });

  it('follows players through their team, and individual players as themselves', () => {
    const teams = { items: { '1_cfc': { sportId: 1, id: 'cfc', name: 'Chennaiyin FC' } } };
    const players = {
      items: {
        '1_p9': { sportId: 1, id: 'p9', name: 'A. Menon', teamId: 'cfc' },
        '2_nair': { sportId: 2, id: 'nair', name: 'R. Nair' },
      },
    };
    expect([...participantsBySport([teams, players])]).toEqual([
      [1, ['cfc']],
      [2, ['nair']],
    ]);
  });
});
