import { sportById, type SportInfo, StageType } from '@nerali/domain';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/index.ts';
import type { BoardLeague } from '../../live/types.ts';
import type { RowContext } from '../../kit/event/row-context.ts';
import { type LeagueSectionProps, sameSection } from './LeagueSection.tsx';
import { liveClock } from '../../kit/event/status.ts';
import { NOW_S, sampleEvents } from './test-fixtures.ts';

const ctx: RowContext = { t: getI18n('ta').t, lang: 'ta', tzMinutes: 330, sport: sportById(1) as SportInfo };
const events = sampleEvents(1);
const leagueId = (events.find((e) => e.stageType === StageType.live) ?? events[0])?.leagueId ?? '';
const own = events.filter((e) => e.leagueId === leagueId);
const league = { id: leagueId, eventIds: own.map((e) => e.id) } as unknown as BoardLeague;

function props(over: Partial<LeagueSectionProps> = {}): LeagueSectionProps {
  return { league, events: [...own], ctx, highlightedUntil: new Map(), nowS: NOW_S, ...over };
}

describe('a league section is drawn again only when what it shows changes', () => {
  it('not for a new list of the same matches (every update of another league makes one)', () => {
    expect(own.length).toBeGreaterThan(1);
    expect(sameSection(props(), props())).toBe(true);
  });

  it('for a changed match, one more or one less, and a new highlight', () => {
    const changed = own.map((e, i) => (i === 0 ? { ...e, homeScore: '9' } : e));
    expect(sameSection(props(), props({ events: changed }))).toBe(false);
    expect(sameSection(props(), props({ events: own.slice(1) }))).toBe(false);
    const first = own[0]?.id ?? '';
    expect(sameSection(props(), props({ highlightedUntil: new Map([[first, NOW_S * 1000 + 60_000]]) }))).toBe(
      false,
    );
    // Another league's highlight is not this league's business.
    expect(sameSection(props(), props({ highlightedUntil: new Map([['g_1_elsewhere', 1]]) }))).toBe(true);
  });

  it('for a clock tick only when a live clock of the league reads differently', () => {
    const live = own.find((e) => e.stageType === StageType.live);
    expect(live).toBeDefined();
    if (!live) return;
    // Find a second at which the clock text has moved on, and one at which it has not.
    const base = liveClock(live, NOW_S)?.text;
    let moved = NOW_S + 1;
    while (liveClock(live, moved)?.text === base && moved < NOW_S + 600) moved++;
    expect(sameSection(props(), props({ nowS: moved }))).toBe(false);
    const sameText = [...Array(60).keys()]
      .map((d) => NOW_S + d)
      .find(
        (s) =>
          s !== NOW_S &&
          liveClock(live, s)?.text === base &&
          liveClock(live, s)?.blink === liveClock(live, NOW_S)?.blink,
      );
    if (sameText !== undefined && own.every((e) => e.stageType !== StageType.live || e === live)) {
      expect(sameSection(props(), props({ nowS: sameText }))).toBe(true);
    }
  });
});
