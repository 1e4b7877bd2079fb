/**
 * The summary tab's momentum graph and match information, rendered as the server renders them, from
 * a d_su body made with the feed's own row encoders and the domain's momentum function.
 */
import {
  encodeFeed,
  EventStage,
  IncidentKind,
  type MatchEvent,
  MatchRows,
  momentumCurve,
  type PressureEvent,
  type Row,
  sportById,
  StageType,
} from '@nerali/domain';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/index.ts';
import { I18nProvider } from '../../i18n/react.tsx';
import { event, NOW_S } from '../../kit/event/fixture-base.ts';
import { Summary } from './Summary.tsx';

const FOOTBALL: MatchEvent = event(1, '1_isl', 'MOMENTUM1', {
  homeName: 'Chennaiyin FC',
  awayName: 'Kerala Blasters',
  startTime: NOW_S - 4000,
  stageType: StageType.live,
  stage: EventStage.secondHalf,
  homeScore: '1',
  awayScore: '1',
});
const SOCCER = sportById(1);
if (!SOCCER) throw new Error('no football');

/** Home presses in the first half, away in the second. */
const EVENTS: PressureEvent[] = [
  { minute: 5, side: 1, kind: 'shot' },
  { minute: 12, side: 1, kind: 'shotOnTarget' },
  { minute: 12, side: 1, kind: 'goal' },
  { minute: 30, side: 1, kind: 'corner' },
  { minute: 52, side: 2, kind: 'shotOnTarget' },
  { minute: 60, side: 2, kind: 'corner' },
  { minute: 67, side: 2, kind: 'shotOnTarget' },
  { minute: 67, side: 2, kind: 'goal' },
];

function body(extra: Row[]): string {
  return encodeFeed([
    MatchRows.period.encode({ period: EventStage.firstHalf, score: '1-0' }),
    MatchRows.incident.encodeOneLanguage(
      {
        seq: 1,
        kind: IncidentKind.goal,
        side: 1,
        time: '12',
        stage: 12,
        player: 'Irfan Yadwad',
        score: '1-0',
      },
      'ta',
    ),
    MatchRows.period.encode({ period: EventStage.secondHalf, score: '1-1' }),
    MatchRows.incident.encodeOneLanguage(
      {
        seq: 2,
        kind: IncidentKind.goal,
        side: 2,
        time: '67',
        stage: 13,
        player: 'Adrian Luna',
        score: '1-1',
      },
      'ta',
    ),
    ...extra,
  ]);
}

const curveRows = (events: PressureEvent[]) =>
  (momentumCurve(events, { upTo: 70 }) ?? []).map((p) => MatchRows.momentum.encode(p));

const INFO_ROWS: Row[] = [
  MatchRows.matchInfo.encode({
    eventId: FOOTBALL.id,
    venue: 'Jawaharlal Nehru Stadium',
    city: 'Chennai',
    referee: 'Crystal John',
    attendance: 123456,
  }),
  MatchRows.broadcast.encode({ name: 'Star Sports 1 Tamil', type: 1 }),
  MatchRows.broadcast.encode({ name: 'JioHotstar', type: 3 }),
];

function render(lang: 'ta' | 'en', incidents: string): string {
  const i18n = getI18n(lang);
  return renderToString(
    <I18nProvider i18n={i18n}>
      <Summary
        event={FOOTBALL}
        sport={SOCCER as never}
        incidents={incidents}
        preview="0"
        report="0"
        t={i18n.t}
        lang={lang}
      />
    </I18nProvider>,
  );
}

const ariaOf = (html: string) => /role="img" aria-label="([^"]*)"/.exec(html)?.[1] ?? null;

describe('momentum graph on the summary tab', () => {
  it('draws a bar a minute, home up in the home colour and away down, a half-time line and the goals', () => {
    const html = render('ta', body(curveRows(EVENTS)));
    expect(html).toContain('ஆட்டத்தின் போக்கு');
    const bars = [
      ...html.matchAll(/<rect class="(mo-h|mo-a)" x="([^"]+)" y="([^"]+)" width="[^"]+" height="([^"]+)"/g),
    ];
    const home = bars.filter((b) => b[1] === 'mo-h');
    const away = bars.filter((b) => b[1] === 'mo-a');
    expect(home.length).toBeGreaterThan(0);
    expect(away.length).toBeGreaterThan(0);
    // Home bars end at the centre line (y + height = 60), away bars start at it.
    for (const b of home) expect(Number(b[3]) + Number(b[4])).toBeCloseTo(60);
    for (const b of away) expect(Number(b[3])).toBe(60);
    // Home bars in the first half, away in the second (x of minute 46 is 180).
    expect(Math.max(...home.map((b) => Number(b[2])))).toBeLessThan(180);
    expect(Math.min(...away.map((b) => Number(b[2])))).toBeGreaterThanOrEqual(180);
    expect(html).toMatch(/class="mo-ht" x1="180"/);
    expect(html.match(/class="mo-g mo-gh"/g)).toHaveLength(1);
    expect(html.match(/class="mo-g mo-ga"/g)).toHaveLength(1);
  });

  it('tells a screen reader in Tamil which team pressed more in each half, and the goals', () => {
    const label = ariaOf(render('ta', body(curveRows(EVENTS))));
    expect(label).toContain('ஆட்டத்தின் போக்கு வரைபடம், 70 நிமிடங்கள்.');
    expect(label).toContain('முதல் பாதி: Chennaiyin FC அதிக அழுத்தம் கொடுத்தது.');
    expect(label).toContain('இரண்டாம் பாதி: Kerala Blasters அதிக அழுத்தம் கொடுத்தது.');
    expect(label).toContain('கோல்கள்: 12-வது நிமிடம் Chennaiyin FC, 67-வது நிமிடம் Kerala Blasters.');
    // No Latin letters in it but the teams' names.
    expect(label?.replaceAll(/Chennaiyin FC|Kerala Blasters/g, '')).not.toMatch(/[A-Za-z]/);
  });

  it('swaps its sentences when the teams are swapped', () => {
    const swapped = EVENTS.map((e) => ({ ...e, side: e.side === 1 ? 2 : 1 }) as PressureEvent);
    const label = ariaOf(render('ta', body(curveRows(swapped))));
    expect(label).toContain('முதல் பாதி: Kerala Blasters அதிக அழுத்தம் கொடுத்தது.');
  });

  it('draws nothing without data', () => {
    const html = render('ta', body([]));
    expect(html).not.toContain('ஆட்டத்தின் போக்கு');
    expect(html).not.toContain('role="img"');
  });
});

describe('match information on the summary tab', () => {
  it('lists venue, referee, attendance in ta-IN digits and the channels in India, in Tamil', () => {
    const html = render('ta', body(INFO_ROWS));
    expect(html).toContain('போட்டித் தகவல்');
    const text = html.replace(/<[^>]+>/g, '|');
    expect(text).toContain('மைதானம்||Jawaharlal Nehru Stadium, Chennai');
    expect(text).toContain('நடுவர்||Crystal John');
    // Indian grouping: 1,23,456.
    expect(text).toContain('பார்வையாளர்கள்||1,23,456');
    expect(text).toContain('ஒளிபரப்பு (இந்தியா)||Star Sports 1 Tamil (தொலைக்காட்சி), JioHotstar (இணையம்)');
  });

  it('leaves out what is unknown, and the whole block when nothing is known', () => {
    const venueOnly = render(
      'ta',
      body([MatchRows.matchInfo.encode({ eventId: FOOTBALL.id, venue: 'Fatorda' })]),
    );
    expect(venueOnly).toContain('Fatorda');
    expect(venueOnly).not.toContain('நடுவர்');
    expect(venueOnly).not.toContain('ஒளிபரப்பு');
    expect(render('ta', body([]))).not.toContain('போட்டித் தகவல்');
  });

  it('is in English on /en', () => {
    const html = render('en', body(INFO_ROWS));
    expect(html).toContain('Match information');
    expect(html).toContain('Attendance');
    expect(html).toContain('1,23,456');
  });
});
