import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { videoSource } from './video-source.ts';

describe('videoSource', () => {
  it.each([
    ['https://video.example/isl/m1.mp4', 'file'],
    ['https://video.example/isl/m1.WEBM?token=1', 'file'],
    ['https://video.example.com/isl/m1-highlights', 'page'],
    ['/ta/match/1_abc/#highlights', 'none'],
    ['http://video.example/m1.mp4', 'none'],
    ['javascript:alert(1)', 'none'],
    ['https://user:pw@video.example/m1.mp4', 'none'],
    ['', 'none'],
  ])('%s is %s', (url, kind) => {
    expect(videoSource(url).kind).toBe(kind);
  });

  it('only ever hands on https addresses', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('https://', 'http://', 'javascript:', '//', ''),
        fc.string(),
        (scheme, rest) => {
          const url = scheme + rest;
          const s = videoSource(url);
          if (s.kind !== 'none') expect(s.url.startsWith('https://')).toBe(true);
        },
      ),
    );
  });
});
