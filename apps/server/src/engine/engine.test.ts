/**
 * The engine's documents: a document put again unchanged is no change (no version, no listener call,
 * nothing stored), a changed one is, whatever part of its body changed. The compare is by a digest of
 * the body's JSON (docs/ARCHITECTURE.md "Memory"), not by the text kept beside the body.
 */
import type { DetailDocument } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { type DocumentChange, FeedEngine, StringInterner } from './engine.ts';
import { MemoryStorage } from './storage.ts';

const news = (title: string, extra: Record<string, unknown> = {}): DetailDocument =>
  ({
    kind: 'news',
    key: 'n1',
    body: { items: [{ title: { ta: title, en: title }, ...extra }] },
  }) as unknown as DetailDocument;

function setup() {
  const stored: DetailDocument[] = [];
  const storage = new (class extends MemoryStorage {
    override saveDocuments(documents?: readonly DetailDocument[]): void {
      stored.push(...(documents ?? []));
    }
  })();
  const engine = new FeedEngine({ clock: () => 0, storage, epoch: 1 });
  const changes: DocumentChange[] = [];
  engine.onDocuments((changed) => changes.push(...changed));
  return { engine, stored, changes };
}

describe('FeedEngine documents (issue 17: a document held once)', () => {
  it('a document put again with an equal body is not a change', () => {
    const { engine, stored, changes } = setup();
    engine.putDocuments([news('கோல்')]);
    const version = engine.documentVersion('news', 'n1');
    engine.putDocuments([news('கோல்')]);
    expect(engine.documentVersion('news', 'n1')).toBe(version);
    expect(changes).toHaveLength(1);
    expect(stored).toHaveLength(1);
  });

  it('a changed body is a change, down to one character or one added field', () => {
    const { engine, stored, changes } = setup();
    engine.putDocuments([news('கோல்')]);
    engine.putDocuments([news('கோல்!')]);
    engine.putDocuments([news('கோல்!', { minute: 12 })]);
    expect(changes.map((c) => c.version)).toEqual([1, 2, 3]);
    expect(stored).toHaveLength(3);
    expect(engine.document('news', 'n1')).toEqual(news('கோல்!', { minute: 12 }).body);
  });

  it('removed, then put again with the same body, it is a change', () => {
    const { engine, changes } = setup();
    engine.putDocuments([news('கோல்')]);
    engine.removeDocuments([{ kind: 'news', key: 'n1' }]);
    engine.putDocuments([news('கோல்')]);
    expect(changes.map((c) => [c.version, c.removed ?? false])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
  });
});

describe('StringInterner (issue 17: repeated strings of documents held once)', () => {
  it('gives equal short strings one copy and leaves the values equal', () => {
    const interner = new StringInterner();
    // Built at run time, as a source builds them: equal values, distinct strings.
    const point = (a: number, b: number) => [String(a), String(b)].join(':');
    const first = { points: [point(15, 0), point(30, 0)], score: { home: point(15, 0) } };
    const second = { points: [point(15, 0)], score: { home: point(30, 0) }, long: 'x'.repeat(40) };
    const before = JSON.stringify([first, second]);
    interner.intern(first);
    interner.intern(second);
    expect(JSON.stringify([first, second])).toBe(before);
    expect(interner.size).toBe(2);
    // The long string is not kept in the table.
    interner.intern({ again: 'x'.repeat(40) });
    expect(interner.size).toBe(2);
  });
});
