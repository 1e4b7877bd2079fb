/**
 * Crests, avatars, kits and goals as the server renders them (issue 15 point 4; docs/decisions.md
 * "Crests and avatars"): react-dom/server, no browser.
 */
import {
  colourDistance,
  CLASH_DISTANCE,
  type DecodedTeamLineup,
  derivedTeamColours,
  EventStage,
  type MatchEvent,
  type MatchHeader as Header,
  sportById,
  sportBySlug,
  type SportInfo,
  StageType,
  textOn,
} from '@nerali/domain';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/index.ts';
import { I18nProvider } from '../../i18n/react.tsx';
import { event, NOW_S } from '../../kit/event/fixture-base.ts';
import { Initials } from './Initials.tsx';
import { Lineups } from './Lineups.tsx';
import { MatchHeader } from './MatchHeader.tsx';
import { Pitch, pitchKits } from './Pitch.tsx';

const sport = (slug: string) => sportBySlug(slug) as SportInfo;
const t = getI18n('ta').t;

/** A live match of `slug` whose score changed at `changedAt`. */
function live(slug: string, changedAt?: number): MatchEvent {
  const s = sport(slug);
  return event(s.id, `${s.id}_L`, 'PIC001', {
    homeName: 'Chennaiyin',
    awayName: 'Kerala',
    stageType: StageType.live,
    stage: s.id === 1 ? EventStage.secondHalf : EventStage.firstQuarter,
    stageStartTime: NOW_S - 1200,
    homeScore: '2',
    awayScore: '1',
    ...(changedAt === undefined ? {} : { scoreChangedAt: changedAt }),
  });
}

function headerHtml(match: MatchEvent, nowS?: number): string {
  const head: Header = {
    eventId: match.id,
    sportId: match.sportId,
    leagueId: match.leagueId,
    leagueName: { ta: 'லீக்', en: 'League' },
    tournamentType: 't',
    countryId: 1,
    countryCode: 'in',
    countryName: { ta: 'இந்தியா', en: 'India' },
    event: null,
    participants: [],
  };
  return renderToString(
    <MemoryRouter>
      <I18nProvider i18n={getI18n('ta')}>
        <MatchHeader
          header={head}
          event={match}
          sport={sportById(match.sportId) as SportInfo}
          clock={null}
          t={t}
          lang="ta"
          tzMinutes={330}
          {...(nowS === undefined ? {} : { nowS })}
        />
      </I18nProvider>
    </MemoryRouter>,
  );
}

describe('crests', () => {
  it('the match header shows both crests as images of the crest route, 48 px, decorative', () => {
    const html = headerHtml(live('football'));
    const imgs = html.match(/<img[^>]*class="mh-crest"[^>]*>/g) ?? [];
    expect(imgs).toHaveLength(2);
    expect(imgs[0]).toContain('src="/img/crest/PIC001h.svg"');
    expect(imgs[1]).toContain('src="/img/crest/PIC001a.svg"');
    for (const img of imgs) {
      expect(img).toContain('width="48"');
      expect(img).toContain('height="48"');
      expect(img).toContain('alt=""');
      expect(img).toContain('decoding="async"');
    }
  });

  it('an id that cannot be ours draws no image (nothing broken)', () => {
    const html = headerHtml({ ...live('football'), homeId: '../x' });
    expect(html.match(/class="mh-crest"/g)).toHaveLength(1);
  });
});

describe('a goal a fan cannot miss', () => {
  it('the header: a badge and a marked score for a minute after a football goal', () => {
    const at = NOW_S - 10;
    const goal = headerHtml(live('football', at), NOW_S);
    expect(goal).toContain('class="mh mh-live mh-goal"');
    expect(goal).toContain('<span class="goal-badge mh-goal-b">கோல்!</span>');
    // After the minute, or without a clock: the quiet header.
    expect(headerHtml(live('football', at), at + 60)).not.toContain('mh-goal');
    expect(headerHtml(live('football', at))).not.toContain('mh-goal');
  });

  it('the header: a basket is not a goal', () => {
    expect(headerHtml(live('basketball', NOW_S - 5), NOW_S)).not.toContain('goal');
  });
});

describe('the line-up pitch in the teams’ colours', () => {
  const team = (side: 1 | 2): DecodedTeamLineup => ({
    side,
    players: Array.from({ length: 11 }, (_, i) => ({
      name: `Player ${side}${i}`,
      number: i + 1,
      position: i === 0 ? 'G' : 'M',
      captain: false,
      x: 10 + i * 8,
      y: i === 0 ? 0 : 50,
      role: 1,
    })),
    missing: [],
  });

  function pitch(homeId: string, awayId: string, participants: { id: string; kit?: string }[] = []) {
    return renderToString(
      <Pitch home={team(1)} away={team(2)} label="pitch" kits={pitchKits(homeId, awayId, participants)} />,
    );
  }

  it('draws each side in its own kit, its numbers in black or white on it', () => {
    const kits = pitchKits('home1', 'away1', [
      { id: 'home1', kit: 'c8102e-ffffff' },
      { id: 'away1', kit: '0b3d91-ffffff' },
    ]);
    expect(kits.home.primary).toBe('#c8102e');
    expect(kits.away.primary).toBe('#0b3d91');
    const html = pitch('home1', 'away1', [
      { id: 'home1', kit: 'c8102e-ffffff' },
      { id: 'away1', kit: '0b3d91-ffffff' },
    ]);
    expect(html.match(/<circle r="4.2" class="pt-dot" fill="#c8102e" stroke="#ffffff"/g)).toHaveLength(11);
    expect(html.match(/<circle r="4.2" class="pt-dot" fill="#0b3d91" stroke="#ffffff"/g)).toHaveLength(11);
    expect(html).toContain(`class="pt-no" y="1.2" text-anchor="middle" fill="${textOn('#c8102e')}"`);
  });

  it('gives the away side another kit when the two clash', () => {
    const same = [
      { id: 'h', kit: 'c8102e-ffffff' },
      { id: 'a', kit: 'c8102e-ffffff' },
    ];
    const kits = pitchKits('h', 'a', same);
    expect(kits.home.primary).toBe('#c8102e');
    expect(kits.away.primary).toBe('#ffffff');
    const html = pitch('h', 'a', same);
    expect(html).toContain('data-kit="#ffffff"');
    expect(html).toContain('data-kit="#c8102e"');
  });

  it('derives the kits from the ids without a provider colour, and never two alike', () => {
    for (let i = 0; i < 200; i++) {
      const kits = pitchKits(`h${i}`, `a${i}`);
      expect(colourDistance(kits.home.primary, kits.away.primary)).toBeGreaterThanOrEqual(CLASH_DISTANCE);
      expect(colourDistance(kits.home.primary, '#2f7d45')).toBeGreaterThanOrEqual(CLASH_DISTANCE);
    }
    expect(pitchKits('h1', 'a1').home.primary).toBe(
      [derivedTeamColours('h1').primary, derivedTeamColours('h1').secondary].find(
        (c) => colourDistance(c, '#2f7d45') >= CLASH_DISTANCE,
      ),
    );
  });

  it('the line-ups tab passes the header’s kits to the pitch and puts initials in the lists', () => {
    const body = [
      'LI÷1¬~',
      'LT÷1¬LF÷4-4-2¬~',
      ...team(1).players.map(
        (p) => `LP÷${p.name}¬LN÷${p.number}¬LPO÷${p.position}¬LX÷${p.x}¬LY÷${p.y}¬LR÷1¬~`,
      ),
      'LT÷2¬LF÷4-4-2¬~',
      ...team(2).players.map(
        (p) => `LP÷${p.name}¬LN÷${p.number}¬LPO÷${p.position}¬LX÷${p.x}¬LY÷${p.y}¬LR÷1¬~`,
      ),
    ].join('');
    const html = renderToString(
      <Lineups
        body={body}
        pitchers={undefined}
        sport={sport('football')}
        homeName="Chennaiyin"
        awayName="Kerala"
        t={t}
        lang="ta"
        homeId="h"
        awayId="a"
        participants={[{ id: 'h', kit: 'fdb913-0b3d91' }]}
      />,
    );
    expect(html).toContain('data-kit="#fdb913"');
    expect(html.match(/class="initials"/g)?.length).toBe(22);
  });
});

describe('initials', () => {
  it('are generated content on a colour from the id, hidden from screen readers', () => {
    const html = renderToString(<Initials name="Sunil Chhetri" id="p1" />);
    expect(html).toMatch(
      /^<span class="initials" aria-hidden="true" data-i="SC" style="background:#[0-9a-f]{6}"><\/span>$/,
    );
  });
});
