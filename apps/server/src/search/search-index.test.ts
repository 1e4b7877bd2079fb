/**
 * The search index on the list feeds' small world plus a few players: Tamil and Latin spellings,
 * accents, one result per competition, limits, and an index that follows the engine's changes.
 */
import {
  type DetailDocument,
  EventStage,
  type Player,
  SEARCH_LIMIT_MAX,
  SEARCH_QUERY_MAX_CHARS,
  StageType,
} from '@nerali/domain';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { FeedEngine } from '../engine/engine.ts';
import { MemoryStorage } from '../engine/storage.ts';
import { loadWorld, NOON_UTC_MS, PARTICIPANTS } from '../feeds/catalogue/lists/testing.ts';
import { fakeClock } from '../testing/fixtures.ts';
import { PrefixIndex } from './prefix-index.ts';
import { readSearchParams, SearchService } from './service.ts';

const player = (id: string, name: string, participantId: string, sportId = 1): DetailDocument => ({
  kind: 'player',
  key: id,
  body: { id, sportId, name, participantId, countryId: 1 } satisfies Player,
});

let engine: FeedEngine;
let service: SearchService;

beforeEach(() => {
  engine = new FeedEngine({ clock: fakeClock(NOON_UTC_MS), storage: new MemoryStorage(), epoch: 1 });
  service = new SearchService(engine);
  // Half before start (indexed by start), half after (indexed by following the engine).
  engine.putCountries([
    { id: 1, code: 'in', name: { ta: 'இந்தியா', en: 'India' }, order: 1 },
    { id: 2, code: 'es', name: { ta: 'ஸ்பெயின்', en: 'Spain' }, order: 5 },
  ]);
  engine.putDocuments([player('pk1', 'Kamil Kamiński', 'rma')]);
  service.start();
  loadWorld(engine);
  engine.putDocuments([
    player('pj1', 'Ravindra Jadeja', 'cfc', 1),
    player('pm1', 'Lallianzuala Chhangte', 'cfc'),
  ]);
});

const search = (q: string, lang: 'ta' | 'en' = 'ta', limit = 10) => {
  const answer = service.answer({ q, lang, limit: String(limit) });
  if (!answer.ok) throw new Error(answer.code);
  return answer.reply;
};
const first = (q: string, lang: 'ta' | 'en' = 'ta') => search(q, lang).hits[0];

describe('search [SRC1-SRC4]', () => {
  it('finds Chennaiyin FC by its name in Tamil letters and in Latin letters', () => {
    for (const q of ['சென்னை', 'chennai', 'Chennaiyin', 'CHENNAI', 'chennaiyin fc', 'CFC']) {
      const team = search(q).hits.find((h) => h.kind === 'participant');
      expect(team, q).toMatchObject({ id: 'cfc', name: 'Chennaiyin FC', sportId: 1 });
    }
    // The Chennai Open has the whole word: it comes first, the team right after.
    expect(search('சென்னை').hits.map((h) => h.id)).toEqual(['2_chennai', 'cfc']);
    expect(first('சென்னை')?.countryName).toBe('இந்தியா');
    expect(first('chennai', 'en')?.countryName).toBe('India');
    expect(first('chennai', 'en')?.name).toBe('ATP - Chennai Open');
  });

  it('finds the Indian Super League by its Tamil name and by the start of its English one, once', () => {
    for (const q of ['இந்தியன் சூப்பர் லீக்', 'இந்தியன் சூப்', 'indian super', 'Indian Super League']) {
      const hits = search(q).hits.filter((h) => h.kind === 'league');
      expect(
        hits.map((h) => h.name),
        q,
      ).toEqual(['இந்தியன் சூப்பர் லீக்']);
    }
    expect(search('indian super', 'en').hits.find((h) => h.kind === 'league')?.name).toBe(
      'Indian Super League',
    );
  });

  it('ignores accents both ways, and finds a player of a team', () => {
    for (const q of ['Kaminski', 'kamiński', 'KAMIŃSKI', 'kamil kaminski', 'கமின்ஸ்கி']) {
      expect(first(q), q).toMatchObject({ kind: 'player', id: 'pk1', name: 'Kamil Kamiński' });
    }
    expect(first('kaminski')).toMatchObject({ teamId: 'rma', teamName: 'Real Madrid' });
    expect(first('ஜடேஜா')?.id).toBe('pj1');
  });

  it('needs every word: "chennai blasters" finds nothing, "kerala blasters" the team', () => {
    expect(search('chennai blasters').total).toBe(0);
    expect(first('kerala blasters')?.id).toBe('kbfc');
  });

  it('ranks a whole word above a prefix, and of two whole words the one that starts the name', () => {
    engine.putDocuments([player('pr1', 'Ravi Kumar', 'cfc'), player('pr2', 'Kumaran S.', 'kbfc')]);
    expect(search('kumar').hits.map((h) => h.id)).toEqual(['pr1', 'pr2']);
    expect(search('kumara').hits.map((h) => h.id)).toEqual(['pr2']);
    // A player's short name is his surname: "R. Nair" starts with "nair" as much as "Nair/Menon" does.
    expect(search('nair').hits.map((h) => h.id)).toEqual(['nair', 'nairmenon']);
  });

  it('tries the sound of a Latin word only when its spelling finds nothing', () => {
    expect(search('chenai').hits.map((h) => h.id)).toContain('cfc');
    // "real" is spelt right: no sound-alike is mixed in.
    expect(search('real').hits.map((h) => h.id)).toEqual(['rma']);
  });

  it('ranks a side playing now, and its players, above equal ones that are not (from the engine)', () => {
    // cfc plays mbsg now (isl00002); kbfc does not play now.
    engine.putDocuments([player('pd1', 'Arun Das', 'kbfc'), player('pd2', 'Arun Dev', 'cfc')]);
    service.refreshContext(Date.now() + 60_000);
    expect(search('arun').hits.map((h) => h.id)).toEqual(['pd2', 'pd1']);
    const live = engine.events.get('g_1_isl00002');
    if (!live) throw new Error('world changed');
    engine.putEvents([{ ...live, stageType: StageType.finished, stage: EventStage.finished }]);
    service.refreshContext(Date.now() + 120_000);
    expect(search('arun').hits.map((h) => h.id)).toEqual(['pd1', 'pd2']);
  });

  it('answers the limit and counts the rest', () => {
    const all = search('a', 'ta', SEARCH_LIMIT_MAX);
    const two = search('a', 'ta', 2);
    expect(two.hits).toEqual(all.hits.slice(0, 2));
    expect(two.total).toBe(all.total);
  });

  it('follows renames and removals', () => {
    const cfc = PARTICIPANTS.find((p) => p.id === 'cfc');
    if (!cfc) throw new Error('world changed');
    engine.putParticipants([{ ...cfc, name: 'Chennai City' }]);
    expect(search('chennaiyin').total).toBe(0);
    expect(first('chennai city')?.id).toBe('cfc');
    engine.removeDocuments([{ kind: 'player', key: 'pk1' }]);
    expect(search('kaminski').total).toBe(0);
    expect(first('jadeja')?.teamName).toBe('Chennai City');
  });

  it('top search lists the top leagues, India’s first', () => {
    const top = service.top('ta').hits;
    expect(top.every((h) => h.kind === 'league')).toBe(true);
    expect(top[0]?.countryId).toBe(1);
    expect(top.map((h) => h.name)).toContain('லா லிகா');
    expect(top.map((h) => h.name)).not.toContain('ஐ-லீக்');
  });

  it('never throws, never answers more than asked, and every hit matches every word', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: SEARCH_QUERY_MAX_CHARS }),
        fc.integer({ min: 1, max: 50 }),
        (q, limit) => {
          const answer = service.answer({ q, limit: String(limit) });
          if (answer.ok) {
            expect(answer.reply.hits.length).toBeLessThanOrEqual(limit);
            expect(answer.reply.total).toBeGreaterThanOrEqual(answer.reply.hits.length);
          }
        },
      ),
    );
  });
});

describe('readSearchParams [SRC5]', () => {
  it.each([
    [{}, 'NRL_ERR_SEARCH_EMPTY'],
    [{ q: '   ' }, 'NRL_ERR_SEARCH_EMPTY'],
    [{ q: 'x'.repeat(61) }, 'NRL_ERR_SEARCH_TOO_LONG'],
    [{ q: 'a b c d e f g' }, 'NRL_ERR_SEARCH_TOO_LONG'],
    [{ q: 'a\u0007' }, 'NRL_ERR_SEARCH_BAD_QUERY'],
    [{ q: 'a', lang: 'fr' }, 'NRL_ERR_SEARCH_BAD_PARAMETER'],
    [{ q: 'a', limit: '0' }, 'NRL_ERR_SEARCH_BAD_PARAMETER'],
    [{ q: 'a', limit: '51' }, 'NRL_ERR_SEARCH_BAD_PARAMETER'],
    [{ q: 'a', limit: '1.5' }, 'NRL_ERR_SEARCH_BAD_PARAMETER'],
    [{ q: ['a', 'b'] }, 'NRL_ERR_SEARCH_BAD_PARAMETER'],
  ])('%j is refused with %s', (params, code) => {
    const read = readSearchParams(params);
    expect(read.ok ? null : read.code).toBe(code);
  });

  it('reads defaults and trims', () => {
    expect(readSearchParams({ q: '  சென்னை  ' })).toEqual({
      ok: true,
      ask: { query: 'சென்னை', lang: 'ta', limit: 20 },
    });
  });
});

describe('PrefixIndex', () => {
  it('answers as a map of word to set of keys would, whatever adds and removes came before', () => {
    const word = fc.constantFrom('che', 'chennai', 'chennaiyin', 'goa', 'go', 'kerala');
    const key = fc.constantFrom('a', 'b', 'c');
    const op = fc.record({ add: fc.boolean(), word, key });
    fc.assert(
      fc.property(
        fc.array(op, { maxLength: 40 }),
        fc.constantFrom('c', 'che', 'chennai', 'g', 'goa', 'x'),
        (ops, prefix) => {
          const index = new PrefixIndex();
          const model = new Map<string, Set<string>>();
          for (const { add, word, key } of ops) {
            if (add) {
              index.add(word, key);
              model.set(word, (model.get(word) ?? new Set()).add(key));
            } else {
              index.remove(word, key);
              model.get(word)?.delete(key);
              if (model.get(word)?.size === 0) model.delete(word);
            }
          }
          const expected = new Map<string, number>();
          for (const [w, keys] of model)
            if (w.startsWith(prefix))
              for (const k of keys) expected.set(k, Math.min(expected.get(k) ?? w.length, w.length));
          expect(index.size).toBe(model.size);
          expect(new Map([...index.lookup(prefix)].sort())).toEqual(new Map([...expected].sort()));
          expect([...index.exact(prefix).keys()].sort()).toEqual([...(model.get(prefix) ?? [])].sort());
        },
      ),
    );
  });
});
