import { LIST_PAGE_SIZE, type NewsItem } from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  feedPagesFor,
  NEWS_MAX_PAGE,
  NEWS_PAGE_SIZE,
  newsListPath,
  pageOfNews,
  readNewsQuery,
} from './news-list.ts';

const NOW_S = 1_795_348_800;
const DAY_S = 86_400;
const item = (i: number, ageS: number): NewsItem => ({
  id: `n${i}`,
  sportId: 1,
  publishedAt: NOW_S - ageS,
  headline: { ta: 'த', en: 'h' },
  lead: { ta: 'த', en: 'l' },
  participantIds: [],
  leagueIds: [],
});

describe('readNewsQuery', () => {
  const read = (q: string) => readNewsQuery(new URLSearchParams(q));

  it('reads the sport and the page', () => {
    expect(read('')).toEqual({ query: { sport: null, page: 1, count: 15 }, canonical: true });
    expect(read('sport=cricket&page=3')?.query).toMatchObject({ sport: { slug: 'cricket' }, page: 3 });
  });

  it('asks for the shorter URL of the same page', () => {
    expect(read('page=1')?.canonical).toBe(false);
    expect(read('sport=')).toEqual({ query: { sport: null, page: 1, count: 15 }, canonical: false });
    expect(read('utm=x')?.canonical).toBe(false);
  });

  it.each([
    'sport=chess',
    'sport=motorsport',
    'page=0',
    'page=01',
    'page=-1',
    'page=x',
    `page=${NEWS_MAX_PAGE + 1}`,
    'sport=tennis&sport=golf',
    'page=1&page=2',
    'n=3',
    'n=20',
    'n=30&n=15',
  ])('%s is no page', (q) => {
    expect(read(q)).toBeNull();
  });

  it('never throws on any query string', () => {
    fc.assert(
      fc.property(fc.string(), (q) => {
        const r = readNewsQuery(new URLSearchParams(q));
        if (r) expect(r.query.page).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('paging', () => {
  it('builds the canonical path of a page', () => {
    expect(newsListPath('/ta/news/', null, 1)).toBe('/ta/news/');
    expect(newsListPath('/ta/news/', null, 2)).toBe('/ta/news/?page=2');
  });

  it('each page of 15 asks at most two feed pages of 20 and gets its items in order', () => {
    const all = Array.from({ length: 200 }, (_, i) => item(i, i * 60));
    for (let page = 1; page <= 10; page += 1) {
      const feedPages = feedPagesFor(page);
      expect(feedPages.length).toBeLessThanOrEqual(2);
      const fetched = feedPages.flatMap((p) =>
        all.slice((p - 1) * LIST_PAGE_SIZE.news, p * LIST_PAGE_SIZE.news),
      );
      const { items, hasNext } = pageOfNews(fetched, page, NOW_S);
      expect(items.map((n) => n.id)).toEqual(
        all.slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE).map((n) => n.id),
      );
      expect(hasNext).toBe(true);
    }
  });

  it('shows only the last 14 days and offers no page after them', () => {
    const items = [item(1, DAY_S), item(2, 13 * DAY_S), item(3, 15 * DAY_S)];
    expect(pageOfNews(items, 1, NOW_S)).toEqual({ items: items.slice(0, 2), hasNext: false });
  });
});

describe('[S1 9.24] 30 a page', () => {
  const read = (q: string) => readNewsQuery(new URLSearchParams(q));

  it('[S1 9.24] ?n=30 is a page of 30; ?n=15 is the default’s longer URL', () => {
    expect(read('n=30&page=2')).toEqual({ query: { sport: null, page: 2, count: 30 }, canonical: true });
    expect(read('n=15')).toEqual({ query: { sport: null, page: 1, count: 15 }, canonical: false });
    expect(newsListPath('/ta/news/', null, 2, 30)).toBe('/ta/news/?page=2&n=30');
    expect(newsListPath('/ta/news/', null, 1, 15)).toBe('/ta/news/');
  });

  it('[S1 9.24] each page of 30 asks the feed pages of 20 it spans (up to three) and gets its items in order', () => {
    const all = Array.from({ length: 300 }, (_, i) => item(i, i * 60));
    for (let page = 1; page <= 8; page += 1) {
      const feedPages = feedPagesFor(page, 30);
      expect(feedPages.length).toBeLessThanOrEqual(3);
      const fetched = feedPages.flatMap((p) =>
        all.slice((p - 1) * LIST_PAGE_SIZE.news, p * LIST_PAGE_SIZE.news),
      );
      const { items, hasNext } = pageOfNews(fetched, page, NOW_S, 30);
      expect(items.map((n) => n.id)).toEqual(all.slice((page - 1) * 30, page * 30).map((n) => n.id));
      expect(hasNext).toBe(true);
    }
  });
});
