/** Crests and the goal highlight on a board row (issue 15 point 4): react-dom/server, no browser. */
import { EventStage, type MatchEvent, sportBySlug, type SportInfo, StageType } from '@nerali/domain';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/index.ts';
import { event, NOW_S } from '../../kit/event/fixture-base.ts';
import { EventRow } from './EventRow.tsx';

const sport = (slug: string) => sportBySlug(slug) as SportInfo;
const t = getI18n('ta').t;

function live(slug: string): MatchEvent {
  const s = sport(slug);
  return event(s.id, `${s.id}_L`, 'ROW001', {
    stageType: StageType.live,
    stage: s.id === 1 ? EventStage.secondHalf : EventStage.firstQuarter,
    stageStartTime: NOW_S - 1200,
    homeScore: '2',
    awayScore: '1',
    scoreChangedAt: NOW_S - 5,
  });
}

function rowHtml(match: MatchEvent, slug: string, highlighted: boolean): string {
  return renderToString(
    <MemoryRouter>
      <ul>
        <EventRow
          event={match}
          ctx={{ t, lang: 'ta', tzMinutes: 330, sport: sport(slug) }}
          highlighted={highlighted}
          clock={null}
          partCount={0}
        />
      </ul>
    </MemoryRouter>,
  );
}

describe('board row pictures', () => {
  it('a team sport shows 16 px lazy, decorative crests of the crest route; tennis none', () => {
    const imgs = rowHtml(live('football'), 'football', false).match(/<img[^>]*class="ev-crest"[^>]*>/g) ?? [];
    expect(imgs).toHaveLength(2);
    expect(imgs[0]).toContain('src="/img/crest/ROW001h.svg"');
    expect(imgs[1]).toContain('src="/img/crest/ROW001a.svg"');
    for (const img of imgs) {
      expect(img).toContain('loading="lazy"');
      expect(img).toContain('width="16"');
      expect(img).toContain('alt=""');
    }
    const tennis = sport('tennis');
    expect(rowHtml(event(tennis.id, `${tennis.id}_L`, 'TEN001', {}), 'tennis', false)).not.toContain('<img');
  });

  it('a highlighted live football row is a goal row with the கோல்! badge; a quiet row or a basket is not', () => {
    const html = rowHtml(live('football'), 'football', true);
    expect(html).toMatch(/<li class="ev ev-fav ev-live ev-hl ev-goal"/);
    expect(html).toContain('<span class="goal-badge">கோல்!</span>');
    expect(rowHtml(live('football'), 'football', false)).not.toContain('goal');
    const basket = rowHtml(live('basketball'), 'basketball', true);
    expect(basket).toContain('ev-hl');
    expect(basket).not.toContain('goal');
  });
});
