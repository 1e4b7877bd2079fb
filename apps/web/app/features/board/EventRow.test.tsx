import {
  CricketGameType,
  EventStage,
  type MatchEvent,
  sportById,
  type SportInfo,
  StageType,
  StatsResultType,
  Winner,
} from '@nerali/domain';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/index.ts';
import { EventRow, partColumns } from './EventRow.tsx';
import type { RowContext } from '../../kit/event/row-context.ts';
import { liveClock } from '../../kit/event/status.ts';
import { event, NOW_S, sampleEvents } from './test-fixtures.ts';

function ctx(sportId: number, lang: 'ta' | 'en' = 'ta'): RowContext {
  return { t: getI18n(lang).t, lang, tzMinutes: 330, sport: sportById(sportId) as SportInfo };
}

function find(sportId: number, id: string): MatchEvent {
  const e = sampleEvents(sportId).find((x) => x.id === `g_${sportId}_${id}`);
  if (!e) throw new Error(`no fixture ${id}`);
  return e;
}

function row(sportId: number, id: string, lang: 'ta' | 'en' = 'ta', highlighted = false): string {
  return rowOf(find(sportId, id), lang, highlighted);
}

function rowOf(e: MatchEvent, lang: 'ta' | 'en' = 'ta', highlighted = false): string {
  const sportId = e.sportId;
  return renderToString(
    <ul>
      <EventRow
        event={e}
        ctx={ctx(sportId, lang)}
        highlighted={highlighted}
        clock={e.stageType === StageType.live ? liveClock(e, NOW_S) : null}
        partCount={partColumns(e, ctx(sportId).sport)}
      />
    </ul>,
  );
}

/** The home and away lines of a row, in order. */
function sides(html: string): string[] {
  return html.split(/(?=<div class="ev-side[ "])/).slice(1);
}

/** Visible text: tags dropped, entities decoded enough for these checks. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('EventRow: football', () => {
  it('a live match shows its minute with a blinking apostrophe, marked live in words too', () => {
    const html = row(1, 'CHEMUM001');
    // Second half started 22 min 10 s ago: the 68th minute is being played.
    expect(text(html)).toContain("68 '");
    expect(html).toContain('class="blink"');
    expect(html).toContain('ev-live');
    expect(text(html)).toContain('நேரலை:');
    expect(html).toContain('Chennaiyin FC');
    expect(html).toMatch(/class="ev-sc">2</);
  });

  it('a red card is an icon with a Tamil label', () => {
    expect(row(1, 'CHEMUM001')).toContain('role="img" aria-label="சிவப்பு அட்டை"');
  });

  it('a minute counted by the feed beyond the half shows 45+2', () => {
    expect(text(row(1, 'INDQAT001'))).toContain("45+2 '");
  });

  it('half time shows இடைவேளை and no clock', () => {
    const html = row(1, 'KERBEN001');
    expect(text(html)).toContain('இடைவேளை');
    expect(html).not.toContain('blink');
  });

  it('a finished match shows முடிந்தது and the winner in bold', () => {
    const html = row(1, 'ARSCHE001');
    expect(text(html)).toContain('முடிந்தது');
    expect(sides(html)[0]).toMatch(/^<div class="ev-side ev-win">/);
    expect(html).not.toContain('ev-live');
  });

  it('a scheduled match shows its kick-off in the visitor zone as <time>', () => {
    // 16:00 UTC is 21:30 in India.
    expect(row(1, 'GOAHYD001')).toMatch(
      /<time class="ev-time" dateTime="2026-11-22T21:30\+05:30">21:30<\/time>/,
    );
  });

  it('postponed and after-penalties matches say so in Tamil', () => {
    expect(text(row(1, 'LIVMCI001'))).toContain('ஒத்திவைக்கப்பட்டது');
    expect(text(row(1, 'TOTNEW001'))).toContain('பெனால்டி முடிவு');
  });

  it('a changed score is highlighted', () => {
    expect(row(1, 'CHEMUM001', 'ta', true)).toContain('ev-hl');
  });
});

describe('EventRow: tennis', () => {
  it('shows the set, set games with tie-break superscripts, game points and the service dot', () => {
    const html = row(2, 'NAGSIN001');
    expect(text(html)).toContain('3-வது செட்');
    expect(html).toContain('<span class="ev-pt">6<sup>5</sup></span>');
    expect(html).toContain('<span class="ev-pt">7<sup>7</sup></span>');
    expect(html).toMatch(/class="ev-gp"[^>]*>40</);
    // Away serves: the dot is on the second line only.
    const [home, away] = sides(html);
    expect(home).not.toContain('class="srv"');
    expect(away).toContain('<span class="srv" role="img" aria-label="சர்வீஸ் செய்பவர்"></span>');
  });

  it('a finished match shows only the played sets', () => {
    const html = row(2, 'BOPALC001');
    expect(html.match(/class="ev-pt"/g)?.length).toBe(4);
    expect(text(html)).toContain('முடிந்தது');
  });
});

describe('EventRow: basketball', () => {
  it('shows the quarter and the time left from the domain clock', () => {
    const html = row(3, 'LALBOS001');
    // 10-minute quarter, 80 s elapsed (79 counted): 08:41 left.
    expect(text(html)).toContain('2-வது கால்பகுதி');
    expect(text(html)).toContain('08:41');
    expect(html.match(/class="ev-pt"/g)?.length).toBe(4);
  });

  it('after overtime shows five parts and the Tamil status', () => {
    const html = row(3, 'GSWMIA001');
    expect(html.match(/class="ev-pt"/g)?.length).toBe(10);
    expect(text(html)).toContain('கூடுதல் நேர முடிவு');
  });
});

describe('EventRow: cricket', () => {
  it('shows runs/wickets and overs per side, said in Tamil', () => {
    const html = row(13, 'CSKMI0001');
    expect(html).toContain('(11.0)');
    expect(html).toContain('186/4');
    expect(html).toContain('92/3');
    expect(text(html)).toContain('4 விக்கெட் இழப்புக்கு 186 ரன்கள்');
    expect(text(html)).toContain('11.0 ஓவர்கள்');
    expect(text(html)).toContain('இரண்டாம் இன்னிங்ஸ்');
    expect(html).toContain('aria-label="பேட்டிங் செய்யும் அணி"');
  });

  it('reads as the match header: the score, then the overs ("92/3 (11.0)"), in one cell', () => {
    const [, away] = sides(row(13, 'CSKMI0001'));
    expect(away).toMatch(
      /<span class="ev-sc ev-sc-ck"><span aria-hidden="true">92\/3<\/span>.*<span class="ev-ov"><span aria-hidden="true">\(11\.0\)<\/span>/,
    );
  });

  it('says the innings in ordinal words, as the Tamil pages do: முதல் ... நான்காம் இன்னிங்ஸ், never "1-வது"', () => {
    const live = find(13, 'CSKMI0001');
    const words = ['முதல்', 'இரண்டாம்', 'மூன்றாம்', 'நான்காம்'];
    const stages = [
      EventStage.firstInning,
      EventStage.secondInning,
      EventStage.thirdInning,
      EventStage.fourthInning,
    ];
    stages.forEach((stage, i) => {
      const said = text(rowOf({ ...live, stage }));
      expect(said).toContain(`${words[i]} இன்னிங்ஸ்`);
      expect(said).not.toMatch(/\d-வது இன்னிங்ஸ்/);
    });
    // English keeps "2nd innings".
    expect(text(rowOf(live, 'en'))).toContain('2nd innings');
  });

  it('a Test row joins the innings with "&" and ends a day in words ("இரண்டாம் நாள் முடிவு")', () => {
    const test: MatchEvent = {
      ...find(13, 'CSKMI0001'),
      stage: EventStage.afterDay2,
      cricket: {
        gameType: CricketGameType.test,
        batting: 1,
        home: [
          { runs: 202, wickets: 10, overs: '61.2' },
          { runs: 401, wickets: 9, overs: '110.0' },
        ],
        away: [{ runs: 310, wickets: 10, overs: '88.4' }],
      },
    };
    const html = rowOf(test);
    expect(html).toContain('<span aria-hidden="true">202 &amp; 401/9</span>');
    expect(text(html)).toContain('இரண்டாம் நாள் முடிவு');
    expect(text(html)).not.toContain('2-வது நாள்');
  });

  it('an all-out side shows its runs alone', () => {
    const html = row(13, 'RCBKKR001');
    expect(html).toContain('<span aria-hidden="true">164</span>');
    expect(text(html)).toContain('164 ரன்களுக்கு ஆல் அவுட்');
  });
});

describe('EventRow: kabaddi', () => {
  it('a live match shows the minute and the halves', () => {
    const html = row(42, 'TTHPAT001');
    expect(text(html)).toContain("31 '");
    expect(html.match(/class="ev-pt"/g)?.length).toBe(4);
  });

  it('a finished match shows முடிந்தது and the away winner in bold', () => {
    const html = row(42, 'BENPUN001');
    expect(text(html)).toContain('முடிந்தது');
    const [home, away] = sides(html);
    expect(home).toMatch(/^<div class="ev-side">/);
    expect(away).toMatch(/^<div class="ev-side ev-win">/);
  });
});

describe('EventRow: ice hockey', () => {
  it('a finished game shows its three periods', () => {
    const html = row(4, 'TORMTL001');
    const [home, away] = sides(html);
    expect(home?.match(/class="ev-pt">(\d)</g)?.map((m) => m.slice(-2, -1))).toEqual(['1', '2', '1']);
    expect(away?.match(/class="ev-pt">(\d)</g)?.map((m) => m.slice(-2, -1))).toEqual(['0', '1', '1']);
    expect(text(html)).toContain('முடிந்தது');
  });

  it('a live game names its period (பகுதி) and the time left in it', () => {
    const html = row(4, 'EDMCGY001');
    // 20-minute periods, 300 s elapsed (299 counted): 15:01 left.
    expect(text(html)).toContain('2-வது பகுதி 15:01');
    expect(text(row(4, 'EDMCGY001', 'en'))).toContain('Period 2');
  });
});

describe('EventRow: sets, games and maps', () => {
  it('volleyball: the set being played and the points of each set', () => {
    const html = row(12, 'CHECAL001');
    expect(text(html)).toContain('4-வது செட்');
    expect(html.match(/class="ev-pt"/g)?.length).toBe(8);
    expect(sides(html)[0]).toContain('<span class="ev-pt">25</span><span class="ev-pt">23</span>');
  });

  it('badminton is played in games, esports in maps', () => {
    expect(text(row(21, 'SINLAK001'))).toContain('2-வது கேம்');
    expect(text(row(21, 'SINLAK001', 'en'))).toContain('Game 2');
    expect(text(row(36, 'GODSOU001'))).toContain('2-வது மேப்');
  });
});

describe('EventRow: frames and legs', () => {
  it('snooker shows the frame being played: home + away + 1', () => {
    const html = row(15, 'ADVTRU001');
    expect(text(html)).toContain('8-வது ஃப்ரேம்');
    expect(text(row(15, 'ADVTRU001', 'en'))).toContain('Frame 8');
    expect(html).not.toContain('class="ev-pt"');
  });

  it('darts shows the leg being played', () => {
    expect(text(row(14, 'LITMVG001'))).toContain('4-வது லெக்');
  });
});

describe('EventRow: language', () => {
  it('a Tamil row has no Latin letter outside the team names', () => {
    for (const [sportId, id] of [
      [1, 'CHEMUM001'],
      [1, 'TOTNEW001'],
      [2, 'NAGSIN001'],
      [3, 'LALBOS001'],
      [13, 'CSKMI0001'],
      [42, 'TTHPAT001'],
      [4, 'EDMCGY001'],
      [12, 'CHECAL001'],
      [14, 'LITMVG001'],
      [15, 'ADVTRU001'],
      [21, 'SINLAK001'],
      [24, 'INDAUS001'],
      [36, 'GODSOU001'],
    ] as const) {
      const e = find(sportId, id);
      const html = row(sportId, id);
      const visible = text(html).replaceAll(e.homeName, '').replaceAll(e.awayName, '');
      const labels = [...html.matchAll(/(?:aria-label|title)="([^"]*)"/g)].map((m) => m[1]).join(' ');
      expect(`${visible} ${labels}`).not.toMatch(/[A-Za-z]/);
    }
  });

  it('the English row uses English words', () => {
    expect(text(row(1, 'ARSCHE001', 'en'))).toContain('Finished');
    expect(text(row(2, 'NAGSIN001', 'en'))).toContain('Set 3');
  });
});

describe('EventRow: part columns', () => {
  it('draws as many part columns as the league needs, blank where a match has not played them', () => {
    const e = find(3, 'LALBOS001');
    const html = renderToString(
      <ul>
        <EventRow event={e} ctx={ctx(3)} highlighted={false} clock={null} partCount={5} />
      </ul>,
    );
    expect(html.match(/class="ev-pt"/g)?.length).toBe(10);
    expect(html.match(/<span class="ev-pt"><\/span>/g)?.length).toBe(6);
  });
});

describe('EventRow: darts in sets, snooker frame points', () => {
  const live = { stageType: StageType.live, stage: EventStage.live } as const;

  it('darts in sets names the set and the leg of the set, with the legs of the set beside the sets', () => {
    const e = event(14, '14_WC', 'SMISMI001', {
      ...live,
      homeName: 'P. Smith',
      awayName: 'L. Smit',
      homeScore: '2',
      awayScore: '0',
      homeGameScore: '1',
      awayGameScore: '0',
      service: 1,
    });
    const html = rowOf(e);
    // Sets 2-0: the third set; legs 1-0 in it: its second leg (not "3rd leg" from the sets).
    expect(text(html)).toContain('3-வது செட் 2-வது லெக்');
    expect(html).toMatch(/class="ev-gp" title="இந்த செட்டில் வென்ற லெக்குகள்">1</);
    expect(text(rowOf(e, 'en'))).toContain('Set 3 Leg 2');
  });

  it('snooker shows the points of the frame in play beside the frames', () => {
    const e = event(15, '15_UK', 'WUBROWN01', {
      ...live,
      homeScore: '1',
      awayScore: '2',
      homeGameScore: '16',
      awayGameScore: '19',
    });
    const html = rowOf(e);
    expect(text(html)).toContain('4-வது ஃப்ரேம்');
    expect(html).toMatch(/class="ev-gp" title="இந்த ஃப்ரேமில் எடுத்த புள்ளிகள்">16</);
    expect(html).toMatch(/class="ev-gp" title="இந்த ஃப்ரேமில் எடுத்த புள்ளிகள்">19</);
  });
});

describe('EventRow: boxing and MMA', () => {
  it('a finished bout names the winner and says how it ended, in Tamil', () => {
    const e = event(16, '16_HW', 'JOHTAY001', {
      stageType: StageType.finished,
      stage: EventStage.finished,
      homeName: 'K. Johnson',
      awayName: 'D. Taylor',
      winner: Winner.away,
      results: { [StatsResultType.stopReason]: 'TKO 5 (12) 2:31' },
    });
    const html = rowOf(e);
    expect(sides(html)[1]).toMatch(/^<div class="ev-side ev-win">/);
    expect(html).toContain('class="ev-note"');
    expect(text(html)).toContain('போட்டி முடிந்த விதம்: தொழில்நுட்ப நாக்அவுட், 5-வது சுற்று 2:31');
    expect(text(html).replaceAll('K. Johnson', '').replaceAll('D. Taylor', '')).not.toMatch(/[A-Za-z]/);
  });

  it('a bout waiting for the cards says it awaits the result, not a start time', () => {
    const e = event(28, '28_UFC', 'MMAMMA001', { stageType: StageType.live, stage: EventStage.pending });
    expect(text(rowOf(e))).toContain('முடிவுக்குக் காத்திருப்பு');
    const later = event(28, '28_UFC', 'MMAMMA002', {
      stageType: StageType.scheduled,
      stage: EventStage.pending,
    });
    expect(text(rowOf(later))).toContain('நேரம் அறிவிக்கப்படும்');
  });
});

describe('EventRow: cricket run rates', () => {
  it('a live chase carries the run rate, the target and the required rate under the sides', () => {
    const html = row(13, 'CSKMI0001');
    expect(text(html)).toContain('ரன் விகிதம் 8.36 · இலக்கு 187');
  });

  it('a finished match has no such line', () => {
    expect(row(13, 'RCBKKR001')).not.toContain('ev-note');
  });
});

describe('EventRow: a long name on a phone (issue 15 point 2)', () => {
  const ipl = (extra: Partial<MatchEvent>) =>
    event(3, '3_IPL', 'KKRRCB', {
      homeName: 'Kolkata Knight Riders',
      awayName: 'Royal Challengers Bengaluru',
      ...extra,
    });

  it('gives a long name its short form for a phone and keeps the whole name for screen readers', () => {
    const html = rowOf(ipl({ homeShortName: 'KKR', awayShortName: 'RCB' }));
    const [home, away] = sides(html);
    expect(home).toContain('<span class="ev-full">Kolkata Knight Riders</span>');
    expect(home).toContain('<span class="ev-short" aria-hidden="true">KKR</span>');
    expect(away).toContain('<span class="ev-short" aria-hidden="true">RCB</span>');
  });

  it('writes a name that fits, or one without a short form, as it is', () => {
    const html = rowOf(ipl({}));
    expect(html).not.toContain('ev-short');
    expect(html).toContain('<span class="ev-team">Kolkata Knight Riders</span>');
    const club = rowOf(
      event(1, '1_L', 'GOAMCF', { homeName: 'FC Goa', homeShortName: 'GOA', awayName: 'Mumbai City FC' }),
    );
    expect(club).not.toContain('ev-short');
  });

  it('names a national team in Tamil on the Tamil edition, without the English abbreviation', () => {
    const nations = event(1, '1_W', 'N1N2', {
      homeName: 'Spain',
      homeShortName: 'ESP',
      awayName: 'United Arab Emirates',
      awayShortName: 'UAE',
    });
    const ta = rowOf(nations, 'ta');
    expect(ta).toContain('ஸ்பெயின்');
    expect(ta).toContain('ஐக்கிய அரபு அமீரகம்');
    expect(ta).not.toMatch(/Spain|ESP|UAE/);
    expect(rowOf(nations, 'en')).toContain('United Arab Emirates');
  });
});
