/**
 * Plays the game sounds (spec 1 §4 "Sound", §9): files in Ogg Vorbis or MP3, whichever this browser
 * says it can play (`canPlayType`), one audio element per sound, made on first use.
 *
 * Apple's WebKit (iPhone, iPad, Safari) gets the spec's sound manager: elements are loaded only
 * 2500 ms after start (the iOS load delay: nothing competes with the page's own loading), and sounds
 * go through a queue played one per 1000 ms loop tick, because iOS plays one element at a time and
 * drops a second `play()` that overlaps the first.
 *
 * A `play()` the browser refuses (autoplay rules before the visitor touched the page) is dropped
 * silently: a missed cheer is no error.
 */
import type { DelayTimers } from '../../live/delay-queue.ts';
import { SOUND_IDS, type SoundId } from './sound-rules.ts';

/** Spec 1 §9 "iOS sound manager load delay 2500 ms; queue loop 1000 ms". */
export const IOS_LOAD_DELAY_MS = 2500;
export const QUEUE_LOOP_MS = 1000;
/** A tab that was busy elsewhere does not play a backlog of old cheers: only the newest few. */
export const MAX_QUEUED_SOUNDS = 3;

/** The part of HTMLAudioElement the player uses (tests pass a fake). */
export interface AudioLike {
  src: string;
  preload: string;
  currentTime: number;
  muted: boolean;
  play(): Promise<void> | undefined;
  pause(): void;
  canPlayType(type: string): string;
}

export type SoundFileType = 'ogg' | 'mp3';

export interface SoundPlayerOptions {
  createAudio: () => AudioLike;
  /** Apple's WebKit: load delay and queue (platform.ts). */
  apple: boolean;
  timers: DelayTimers;
  /** Where the files are: `/sounds/`. */
  basePath?: string;
}

/** The file type this browser plays: Ogg Vorbis first (smaller at the same quality), else MP3. */
export function pickFileType(probe: Pick<AudioLike, 'canPlayType'>): SoundFileType | null {
  if (probe.canPlayType('audio/ogg; codecs="vorbis"') !== '') return 'ogg';
  if (probe.canPlayType('audio/mpeg') !== '') return 'mp3';
  return null;
}

export class SoundPlayer {
  private fileType: SoundFileType | null | undefined;
  private readonly elements = new Map<SoundId, AudioLike>();
  private readonly queue: SoundId[] = [];
  private loaded: boolean;
  private loadTimer: unknown = undefined;
  private loopTimer: unknown = undefined;
  private disposed = false;

  constructor(private readonly options: SoundPlayerOptions) {
    this.loaded = !options.apple;
    if (options.apple) {
      this.loadTimer = options.timers.setTimeout(() => {
        this.loadTimer = undefined;
        this.loaded = true;
        this.preload();
        if (this.queue.length > 0) this.loop();
      }, IOS_LOAD_DELAY_MS);
    }
  }

  /** Plays a sound now, or (Apple) at the queue's next turn. */
  play(id: SoundId): void {
    if (this.disposed || this.type() === null) return;
    if (!this.options.apple) {
      this.playNow(id);
      return;
    }
    this.queue.push(id);
    if (this.queue.length > MAX_QUEUED_SOUNDS) this.queue.splice(0, this.queue.length - MAX_QUEUED_SOUNDS);
    if (this.loopTimer === undefined && this.loaded) this.loop();
  }

  /**
   * Called from the click that turns the sound on: on Apple's WebKit an element may play later only
   * if it was started in a gesture once, so every sound is started muted and stopped at once.
   */
  unlock(): void {
    if (this.disposed || this.type() === null) return;
    if (!this.loaded) {
      this.options.timers.clearTimeout(this.loadTimer);
      this.loadTimer = undefined;
      this.loaded = true;
    }
    for (const id of SOUND_IDS) {
      const element = this.element(id);
      element.muted = true;
      const started = element.play();
      const stop = () => {
        element.pause();
        element.currentTime = 0;
        element.muted = false;
      };
      if (started) started.then(stop, stop);
      else stop();
    }
    if (this.queue.length > 0) this.loop();
  }

  dispose(): void {
    this.disposed = true;
    this.queue.length = 0;
    this.options.timers.clearTimeout(this.loadTimer);
    this.options.timers.clearTimeout(this.loopTimer);
    this.loadTimer = this.loopTimer = undefined;
  }

  /** The queue's loop: one sound per turn while any waits. */
  private loop(): void {
    if (this.loopTimer !== undefined || this.disposed) return;
    this.loopTimer = this.options.timers.setTimeout(() => {
      this.loopTimer = undefined;
      const next = this.queue.shift();
      if (next) this.playNow(next);
      if (this.queue.length > 0) this.loop();
    }, QUEUE_LOOP_MS);
  }

  private type(): SoundFileType | null {
    if (this.fileType === undefined) this.fileType = pickFileType(this.options.createAudio());
    return this.fileType;
  }

  private element(id: SoundId): AudioLike {
    let element = this.elements.get(id);
    if (!element) {
      element = this.options.createAudio();
      element.preload = 'auto';
      element.src = `${this.options.basePath ?? '/sounds/'}${id}.${this.type() ?? 'mp3'}`;
      this.elements.set(id, element);
    }
    return element;
  }

  private preload(): void {
    if (this.type() === null) return;
    for (const id of SOUND_IDS) this.element(id);
  }

  private playNow(id: SoundId): void {
    const element = this.element(id);
    try {
      element.currentTime = 0;
      element.play()?.catch(() => {
        // Refused by the browser's autoplay rules: dropped (see above).
      });
    } catch {
      // An old browser that throws instead of rejecting: the same.
    }
  }
}
