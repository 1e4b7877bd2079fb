import { type MatchEvent, sportById, type SportInfo } from '@nerali/domain';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/index.ts';
import type { BoardLeague } from '../../live/types.ts';
import type { RowContext } from '../../kit/event/row-context.ts';
import { raceColumns } from '../../kit/event/race.ts';
import { RaceRow } from './RaceRow.tsx';
import { RaceSection } from './RaceSection.tsx';
import { raceSections } from '../../kit/event/race-fixtures.ts';

type Lang = 'ta' | 'en';

function ctx(sportId: number, lang: Lang = 'ta'): RowContext {
  return { t: getI18n(lang).t, lang, tzMinutes: 330, sport: sportById(sportId) as SportInfo };
}

function entries(sportId: number): MatchEvent[] {
  return raceSections(sportId).flatMap((s) => [...s.events]);
}

function find(sportId: number, id: string): MatchEvent {
  const e = entries(sportId).find((x) => x.id === `g_${sportId}_${id}`);
  if (!e) throw new Error(`no fixture ${id}`);
  return e;
}

/**
 * One entry as its race draws it (the race's columns), inside a table so the HTML is valid; for a
 * visitor whose region shows odds (a horse's starting price is one).
 */
function row(sportId: number, id: string, lang: Lang = 'ta', oddsShown = true): string {
  const c = ctx(sportId, lang);
  const columns = raceColumns(entries(sportId), c.sport, c.t, oddsShown);
  return renderToString(
    <table>
      <tbody>
        <RaceRow event={find(sportId, id)} ctx={c} columns={columns} highlighted={false} />
      </tbody>
    </table>,
  );
}

/** The text of each cell of a row, in order. */
function cells(html: string): string[] {
  return [...html.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => text(m[1] ?? ''));
}

function text(html: string): string {
  return html
    .replace(/<span class="sr">[\s\S]*?<\/span>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function section(sportId: number, lang: Lang = 'ta', expanded = false): string {
  const [first] = raceSections(sportId);
  if (!first) throw new Error('no race');
  const league: BoardLeague = {
    id: first.league.id,
    sportId,
    name: first.league.name[lang],
    templateKey: first.league.templateKey,
    tournamentType: first.league.tournamentType,
    order: first.league.order,
    countryId: first.country.id,
    countryName: first.country.name[lang],
    countryCode: first.country.code,
    countryOrder: first.country.order,
    eventIds: first.events.map((e) => e.id),
  };
  return renderToString(
    <MemoryRouter initialEntries={['/ta/cycling/']}>
      <RaceSection
        league={league}
        events={first.events}
        ctx={ctx(sportId, lang)}
        highlightedUntil={new Map()}
        limit={10}
        expanded={expanded}
        openSearch={`?all=${league.id}`}
        closeSearch=""
      />
    </MemoryRouter>,
  );
}

describe('RaceRow: golf', () => {
  it('a golfer tied for third: T3, five under, three under today, through 14', () => {
    expect(cells(row(23, 'GOLFSHA01', 'en'))).toEqual([
      'T3',
      'Shubhankar Sharma',
      '-5',
      '-3',
      '14',
      '70',
      '',
    ]);
  });

  it('says the tie in Tamil: =3 on screen, "3-வது இடம், சமநிலை" to a screen reader', () => {
    const html = row(23, 'GOLFSHA01');
    expect(cells(html)[0]).toBe('=3');
    expect(html).toContain('<span class="sr">3-வது இடம், சமநிலை</span>');
  });

  it('level par is சமம், not E', () => {
    expect(cells(row(23, 'GOLFCHO01'))).toContain('சமம்');
    expect(cells(row(23, 'GOLFCHO01', 'en'))).toContain('E');
  });

  it('a withdrawn golfer has no rank and says why under the name', () => {
    const [pos, name] = cells(row(23, 'GOLFSIN01'));
    expect(pos).toBe('');
    expect(name).toBe('Jeev Milkha Singh விலகல்');
  });
});

describe('RaceRow: motorsport', () => {
  it('the leader shows no gap; the team is under the name', () => {
    const [pos, name, time, laps] = cells(row(32, 'F1VER0001'));
    expect(pos).toBe('1.');
    expect(name).toBe('Max Verstappen Red Bull Racing');
    expect(time).toBe('');
    expect(laps).toBe('41');
  });

  it('a gap gets its plus sign, and only one', () => {
    expect(cells(row(32, 'F1NOR0001'))[2]).toBe('+2.431');
    expect(cells(row(32, 'F1LEC0001'))[2]).toBe('+9.876');
  });

  it('a lapped car shows the laps, not its time gap', () => {
    expect(cells(row(32, 'F1SAR0001'))[2]).toBe('+1 சுற்று');
    expect(cells(row(32, 'F1SAR0001', 'en'))[2]).toBe('+1 lap');
  });

  it('a retirement says முடிக்கவில்லை and keeps its laps', () => {
    const [pos, name, time, laps] = cells(row(32, 'F1ALO0001'));
    expect([pos, time, laps]).toEqual(['', '', '23']);
    expect(name).toBe('Fernando Alonso Aston Martin முடிக்கவில்லை');
  });

  it('pit stops, lap time and grid are wide-screen columns', () => {
    const html = row(32, 'F1VER0001');
    expect(html).toContain('<td class="ra-f ra-pits ra-wide">1</td>');
    expect(html).toContain('<td class="ra-f ra-lapTime ra-wide">1:26.512</td>');
  });
});

describe('RaceRow: horse racing', () => {
  it('a winner with age, weight in kg and starting price', () => {
    expect(cells(row(35, 'HRSULT001'))).toEqual(['1.', 'Sultan Of Kings', '4', '57 கி.கி.', '5/2']);
    // In India (no odds shown) the bookmakers' starting price is not on the page.
    expect(cells(row(35, 'HRSULT001', 'ta', false))).toEqual(['1.', 'Sultan Of Kings', '4', '57 கி.கி.']);
  });

  it('a non-runner and a faller say so in Tamil', () => {
    expect(cells(row(35, 'HRGOLD001'))[1]).toBe('Golden Arrow ஓடவில்லை');
    expect(cells(row(35, 'HRSTOR001'))[1]).toBe('Silver Storm விழுந்தது');
    expect(cells(row(35, 'HRGOLD001', 'en'))[1]).toBe('Golden Arrow Non-runner');
  });
});

describe('RaceRow: winter sports', () => {
  it('ski jumping: both jumps and the points', () => {
    expect(cells(row(38, 'SJKOBA001'))).toEqual(['1.', 'Ryoyu Kobayashi', '134.5', '131.0', '287.3']);
  });

  it('biathlon: misses, penalty laps, and the live leader’s distance in km', () => {
    expect(cells(row(41, 'BIBOE0001'))).toEqual([
      '1.',
      'Johannes Thingnes Boe',
      '0',
      '0',
      '19:31.4 7.5 கி.மீ.',
    ]);
    // The second skier is at the same distance but is not the leader: a gap, no distance.
    expect(cells(row(41, 'BILAE0001'))[4]).toBe('+14.2');
  });

  it('alpine: both runs, then the time or the gap', () => {
    expect(cells(row(39, 'ALODER001')).slice(2)).toEqual(['1:02.31', '1:05.10', '2:07.41']);
    expect(cells(row(39, 'ALBRAA001')).slice(2)).toEqual(['1:02.55', '1:05.28', '+0.42']);
  });
});

describe('RaceSection', () => {
  it('names the columns in Tamil and orders the field by rank, entries out of the race last', () => {
    const html = renderToString(
      <MemoryRouter>
        <RaceSection
          league={{
            id: '32_F1ABU',
            sportId: 32,
            name: 'அபுதாபி கிராண்ட் பிரி',
            templateKey: '32_f1abu',
            tournamentType: 't',
            order: 1,
            countryId: 500,
            countryName: 'ஐக்கிய அரபு அமீரகம்',
            countryCode: 'AE',
            countryOrder: 8,
            eventIds: [],
          }}
          events={entries(32)}
          ctx={ctx(32)}
          highlightedUntil={new Map()}
          limit={40}
          expanded={false}
          openSearch=""
          closeSearch=""
        />
      </MemoryRouter>,
    );
    const heads = [...html.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((m) => text(m[1] ?? ''));
    expect(heads).toEqual(['இடம்', 'ஓட்டுநர்', 'நேரம்', 'சுற்றுகள்', 'பிட் ஸ்டாப்', 'சுற்று நேரம்', 'தொடக்க இடம்']);
    const order = [...html.matchAll(/data-event-id="g_32_(\w+)"/g)].map((m) => m[1]);
    expect(order).toEqual(['F1VER0001', 'F1NOR0001', 'F1LEC0001', 'F1SAR0001', 'F1ALO0001']);
    expect(text(html)).toContain('நேரலை');
  });

  it('cuts a long field at the limit with a "full list" link that works without JavaScript', () => {
    const html = section(34);
    expect(html.match(/data-event-id=/g)?.length).toBe(10);
    expect(html).toMatch(/<a [^>]*href="\/ta\/cycling\/\?all=34_OMAN3"[^>]*>முழுப் பட்டியல் \(12\)<\/a>/);
  });

  it('opened in full, shows every entry and a link back to the short list', () => {
    const html = section(34, 'ta', true);
    expect(html.match(/data-event-id=/g)?.length).toBe(12);
    expect(text(html)).toContain('சுருக்கமான பட்டியல்');
  });

  it('a Tamil race table has no Latin letter outside the names', () => {
    for (const sportId of [23, 32, 34, 35, 38, 39, 41]) {
      let visible = text(section(sportId));
      const names = entries(sportId).flatMap((e) => [e.homeName, e.team ?? '']);
      for (const name of names.filter(Boolean).sort((a, b) => b.length - a.length)) {
        visible = visible.replaceAll(name, '');
      }
      expect(visible, String(sportId)).not.toMatch(/[A-Za-z]/);
    }
  });
});
