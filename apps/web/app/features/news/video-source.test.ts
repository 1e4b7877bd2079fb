import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { posterSvg } from './video-poster.ts';
import { videoSource } from './video-source.ts';

describe('videoSource', () => {
  it.each([
    ['https://video.example/isl/m1.mp4', 'file'],
    ['https://video.example/isl/m1.WEBM?token=1', 'file'],
    ['https://video.example.com/isl/m1-highlights', 'page'],
    ['https://video.example.com/isl/m1.m3u8', 'page'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'embed'],
    ['https://youtu.be/dQw4w9WgXcQ', 'embed'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'embed'],
    ['https://vimeo.com/76979871', 'embed'],
    ['https://www.youtube.com/watch?v=bad"id<x>', 'page'],
    ['https://www.youtube.com/channel/UCabc', 'page'],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', 'none'],
    ['/ta/match/1_abc/#highlights', 'none'],
    ['http://video.example/m1.mp4', 'none'],
    ['javascript:alert(1)', 'none'],
    ['https://user:pw@video.example/m1.mp4', 'none'],
    ['', 'none'],
  ])('%s is %s', (url, kind) => {
    expect(videoSource(url).kind).toBe(kind);
  });

  it('embeds YouTube only from its no-cookie address, with the id it was given', () => {
    const s = videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42');
    expect(s).toMatchObject({
      kind: 'embed',
      host: 'youtube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    });
  });

  it('only ever hands on https addresses', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('https://', 'http://', 'javascript:', '//', '', 'data:', 'HTTPS://'),
        fc.string(),
        (scheme, rest) => {
          const url = scheme + rest;
          const s = videoSource(url);
          if (s.kind !== 'none') expect(s.url.startsWith('https://')).toBe(true);
          if (s.kind === 'embed')
            expect(s.embedUrl).toMatch(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//);
        },
      ),
    );
  });

  it('an embed address carries only an id of the host alphabet, whatever the watch address held', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('https://www.youtube.com/watch?v=', 'https://youtu.be/', 'https://vimeo.com/'),
        (id, prefix) => {
          const s = videoSource(prefix + id);
          if (s.kind === 'embed') {
            expect(s.id).toMatch(/^[A-Za-z0-9_-]+$/);
            expect(s.embedUrl).not.toMatch(/["<>\s]/);
          }
        },
      ),
    );
  });

  it('a web address: a valid, well-formed https url', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['https', 'http'], withQueryParameters: true, withFragments: true }),
        (url) => {
          const s = videoSource(url);
          expect(s.kind === 'none').toBe(url.startsWith('http:'));
        },
      ),
    );
  });
});

describe('posterSvg', () => {
  it('escapes a provider’s names: text, never markup', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (home, title) => {
        const svg = posterSvg({ title, home, away: 'B', homeScore: '1', awayScore: '0' });
        // One element per tag the poster draws: nothing a name carried became one.
        expect(svg.match(/<text/g)).toHaveLength(3);
        expect(svg).not.toMatch(/<script|<foreignObject/i);
      }),
    );
  });
});
