import { describe, expect, it } from 'vitest';
import { FakeTimers } from '../../live/testing/fake-timers.ts';
import { isAppleWebKit, soundEnabled } from './platform.ts';
import {
  type AudioLike,
  IOS_LOAD_DELAY_MS,
  MAX_QUEUED_SOUNDS,
  pickFileType,
  QUEUE_LOOP_MS,
  SoundPlayer,
} from './sound-player.ts';
import { SoundId } from './sound-rules.ts';

/** Audio elements that record what played, in a browser that plays `types`. */
function fakeAudio(types: string[]) {
  const played: string[] = [];
  const createAudio = (): AudioLike => {
    const element: AudioLike = {
      src: '',
      preload: '',
      currentTime: 5,
      muted: false,
      play() {
        if (!element.muted) played.push(element.src);
        return Promise.resolve();
      },
      pause() {},
      canPlayType: (type) => (types.some((t) => type.startsWith(t)) ? 'maybe' : ''),
    };
    return element;
  };
  return { played, createAudio };
}

describe('sound files by browser support', () => {
  it('Ogg Vorbis where the browser plays it, else MP3, else no sound at all', () => {
    expect(pickFileType(fakeAudio(['audio/ogg', 'audio/mpeg']).createAudio())).toBe('ogg');
    expect(pickFileType(fakeAudio(['audio/mpeg']).createAudio())).toBe('mp3');
    expect(pickFileType(fakeAudio([]).createAudio())).toBeNull();
  });

  it('plays at once elsewhere, from the start of the file', () => {
    const audio = fakeAudio(['audio/mpeg']);
    const player = new SoundPlayer({
      createAudio: audio.createAudio,
      apple: false,
      timers: new FakeTimers(),
    });
    player.play(SoundId.cheers);
    player.play(SoundId.redCard);
    expect(audio.played).toEqual(['/sounds/cheers.mp3', '/sounds/red-card.mp3']);
  });

  it('a browser with neither format stays silent', () => {
    const audio = fakeAudio([]);
    const player = new SoundPlayer({
      createAudio: audio.createAudio,
      apple: false,
      timers: new FakeTimers(),
    });
    player.play(SoundId.cheers);
    expect(audio.played).toEqual([]);
  });
});

describe('the iOS sound manager (spec 1 §9)', () => {
  it('loads 2500 ms after start, then plays the queue one sound per 1000 ms, in order', () => {
    const timers = new FakeTimers();
    const audio = fakeAudio(['audio/mpeg']);
    const player = new SoundPlayer({ createAudio: audio.createAudio, apple: true, timers });
    player.play(SoundId.cheers);
    player.play(SoundId.endOfGame);
    timers.advance(IOS_LOAD_DELAY_MS - 1);
    expect(audio.played).toEqual([]);
    timers.advance(1);
    expect(audio.played).toEqual([]);
    timers.advance(QUEUE_LOOP_MS);
    expect(audio.played).toEqual(['/sounds/cheers.mp3']);
    timers.advance(QUEUE_LOOP_MS);
    expect(audio.played).toEqual(['/sounds/cheers.mp3', '/sounds/end-of-game.mp3']);
    timers.advance(10 * QUEUE_LOOP_MS);
    expect(audio.played).toHaveLength(2);
    expect(timers.timerCount).toBe(0);
  });

  it('keeps only the newest sounds when many wait', () => {
    const timers = new FakeTimers();
    const audio = fakeAudio(['audio/ogg']);
    const player = new SoundPlayer({ createAudio: audio.createAudio, apple: true, timers });
    for (let i = 0; i < 5; i++) player.play(i % 2 ? SoundId.cheers : SoundId.redCard);
    timers.advance(IOS_LOAD_DELAY_MS + 10 * QUEUE_LOOP_MS);
    expect(audio.played).toHaveLength(MAX_QUEUED_SOUNDS);
    expect(audio.played[MAX_QUEUED_SOUNDS - 1]).toBe('/sounds/red-card.ogg');
  });

  it('the click that turns sound on unlocks every sound silently and ends the load delay', async () => {
    const timers = new FakeTimers();
    const audio = fakeAudio(['audio/ogg']);
    const player = new SoundPlayer({ createAudio: audio.createAudio, apple: true, timers });
    player.unlock();
    await Promise.resolve(); // the muted starts settle
    expect(audio.played).toEqual([]);
    player.play(SoundId.cheers);
    timers.advance(QUEUE_LOOP_MS);
    expect(audio.played).toEqual(['/sounds/cheers.ogg']);
  });
});

describe('the sound switch’s default (spec 1 §4)', () => {
  const iphone = {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    maxTouchPoints: 5,
  };
  const macSafari = {
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
    maxTouchPoints: 0,
  };
  const chrome = {
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    maxTouchPoints: 0,
  };
  const android = {
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36',
    maxTouchPoints: 5,
  };
  const ipad = { ...macSafari, maxTouchPoints: 5 };

  it('iOS, iPadOS and Safari start disabled; others enabled; a choice always wins', () => {
    expect([iphone, macSafari, ipad].map(isAppleWebKit)).toEqual([true, true, true]);
    expect([chrome, android].map(isAppleWebKit)).toEqual([false, false]);
    expect(soundEnabled(null, iphone)).toBe(false);
    expect(soundEnabled(null, chrome)).toBe(true);
    expect(soundEnabled(true, iphone)).toBe(true);
    expect(soundEnabled(false, chrome)).toBe(false);
    expect(soundEnabled(null, null)).toBe(false);
  });
});
