import {
  EventStage,
  type MatchEvent,
  type MatchHeader as Header,
  SPORT_ROWS,
  sportById,
  type SportInfo,
  StageType,
  Winner,
} from '@nerali/domain';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/index.ts';
import { I18nProvider } from '../../i18n/react.tsx';
import { event, NOW_S } from '../../kit/event/fixture-base.ts';
import { MatchHeader } from './MatchHeader.tsx';

/** The header of a finished match of `sportId` with these period scores, in `lang`. */
function header(sportId: number, home: number[], away: number[], lang: 'ta' | 'en' = 'en'): string {
  const sport = sportById(sportId) as SportInfo;
  const match: MatchEvent = event(sportId, `${sportId}_L`, 'HDR001', {
    homeName: 'Home side',
    awayName: 'Away side',
    startTime: NOW_S - 3 * 3600,
    stageType: StageType.finished,
    stage: EventStage.finished,
    homeScore: String(home.reduce((a, b) => a + b, 0)),
    awayScore: String(away.reduce((a, b) => a + b, 0)),
    homeParts: home,
    awayParts: away,
    winner: Winner.home,
  });
  const head: Header = {
    eventId: match.id,
    sportId,
    leagueId: match.leagueId,
    leagueName: { ta: 'லீக்', en: 'League' },
    tournamentType: 't',
    countryId: 1,
    countryCode: 'WORLD',
    countryName: { ta: 'உலகம்', en: 'World' },
    event: null,
    participants: [],
  };
  return renderToString(
    <MemoryRouter>
      <I18nProvider i18n={getI18n(lang)}>
        <MatchHeader
          header={head}
          event={match}
          sport={sport}
          clock={null}
          t={getI18n(lang).t}
          lang={lang}
          tzMinutes={330}
        />
      </I18nProvider>
    </MemoryRouter>,
  );
}

/** What a screen reader hears for each column of the parts table. */
function columnNames(html: string): string[] {
  const table = /<table class="mh-parts">[\s\S]*?<\/thead>/.exec(html)?.[0] ?? '';
  return [...table.matchAll(/<span class="sr">([^<]+)<\/span>/g)].map((m) => m[1] as string);
}

describe("MatchHeader: the score by part, named with the sport card's part noun (CAT18)", () => {
  it('[CAT18] field hockey is played in quarters (the header said "Set 1" before)', () => {
    const html = header(24, [1, 0, 2, 1], [0, 1, 0, 1]);
    expect(columnNames(html)).toEqual(['Quarter 1', 'Quarter 2', 'Quarter 3', 'Quarter 4']);
    expect(columnNames(header(24, [1, 0, 2, 1], [0, 1, 0, 1], 'ta'))).toEqual([
      '1-வது கால்பகுதி',
      '2-வது கால்பகுதி',
      '3-வது கால்பகுதி',
      '4-வது கால்பகுதி',
    ]);
  });

  it('[CAT18] beach soccer is played in periods (the header said "Set" before)', () => {
    expect(columnNames(header(26, [2, 1, 3], [1, 1, 1]))).toEqual(['Period 1', 'Period 2', 'Period 3']);
    expect(columnNames(header(26, [2, 1, 3], [1, 1, 1], 'ta'))).toEqual([
      '1-வது பகுதி',
      '2-வது பகுதி',
      '3-வது பகுதி',
    ]);
  });

  it("keeps the other sports' words: basketball quarters, tennis sets, badminton games, baseball innings", () => {
    expect(columnNames(header(3, [20, 25], [18, 22]))).toEqual(['Quarter 1', 'Quarter 2']);
    expect(columnNames(header(2, [6, 7], [4, 6]))).toEqual(['Set 1', 'Set 2']);
    expect(columnNames(header(21, [21, 21], [15, 19]))).toEqual(['Game 1', 'Game 2']);
    expect(columnNames(header(6, [1, 0], [0, 0]))).toEqual(['Innings 1', 'Innings 2']);
  });

  it("[CAT18] every duel sport with a parts table names its columns with its own card's noun", () => {
    const t = getI18n('en').t;
    for (const row of Object.values(SPORT_ROWS)) {
      if (row.kind !== 'duel' || row.parts.count < 2 || row.key === 'cricket') continue;
      const names = columnNames(header(row.id, [1, 2], [0, 1]));
      expect(names, row.key).toEqual(
        [1, 2].map((n) => t('status.nth', { n, part: t(`part.${row.parts.noun}`) })),
      );
    }
  });
});

describe('MatchHeader: the sides are not captioned "home team" on screen (issue 15 point 2, ux.md §4b)', () => {
  const visible = (html: string) => html.replace(/<span class="sr">[^<]*<\/span>/g, '');

  it('names no player a team: a tennis header has no home or away caption at all', () => {
    const html = header(2, [6, 6], [4, 3], 'ta');
    expect(html).not.toContain('அணி');
    expect(html).not.toContain('சொந்த');
  });

  it('tells a screen reader which team is at home, and shows no caption to the eye', () => {
    const html = header(1, [1, 1], [0, 0], 'ta');
    expect(html).toContain('<span class="sr">உள்ளூர் அணி: </span>');
    expect(html).toContain('<span class="sr">வெளியூர் அணி: </span>');
    expect(visible(html)).not.toContain('உள்ளூர்');
    expect(html).not.toContain('சொந்த அணி');
  });
});
