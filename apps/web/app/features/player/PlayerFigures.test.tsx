import {
  CricketGameType,
  cricketFiguresCells,
  type CricketFiguresItem,
  decodePlayerProfileFeed,
  encodeFeed,
  goalFiguresCells,
  isGoalSport,
  kabaddiFiguresCells,
  type Lang,
  playerProfileCells,
  type Row,
  sportById,
  type SportInfo,
  SPORTS,
} from '@nerali/domain';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/index.ts';
import { figuresKind, PlayerFigures } from './PlayerFigures.tsx';

const CRICKET = sportById(13) as SportInfo;
const KABADDI = sportById(42) as SportInfo;
const FOOTBALL = sportById(1) as SportInfo;
const NOW_S = Date.UTC(2026, 10, 22, 12) / 1000;
const THROUGH_S = Date.UTC(2026, 10, 20, 14) / 1000;

const player = (sportId: number) =>
  playerProfileCells({
    id: 'p1',
    name: 'Ravi Joshi',
    sportId,
    countryId: 0,
    countryName: '',
    countryCode: '',
  });

const cricketRow = (over: Partial<CricketFiguresItem>): CricketFiguresItem => ({
  scope: 'c',
  format: CricketGameType.t20,
  through: THROUGH_S,
  matches: 4,
  innings: 4,
  notOuts: 2,
  runs: 274,
  balls: 200,
  highest: 112,
  highestNotOut: true,
  fours: 20,
  sixes: 9,
  hundreds: 2,
  fifties: 1,
  bowlingInnings: 4,
  bowlingBalls: 132,
  bowlingRuns: 106,
  wickets: 15,
  maidens: 1,
  bestWickets: 5,
  bestRuns: 20,
  fiveWickets: 3,
  ...over,
});

function render(sport: SportInfo, rows: Row[], lang: Lang = 'ta'): string {
  const doc = decodePlayerProfileFeed(encodeFeed([player(sport.id), ...rows]));
  const { t } = getI18n(lang);
  return renderToString(
    <PlayerFigures doc={doc} sport={sport} lang={lang} nowS={NOW_S} tzMinutes={330} t={t} />,
  );
}
const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

describe('PlayerFigures', () => {
  it('cricket, kabaddi and the sports that count goals carry figures', () => {
    expect([figuresKind(CRICKET), figuresKind(KABADDI), figuresKind(FOOTBALL)]).toEqual([
      'cricket',
      'kabaddi',
      'goals',
    ]);
    expect(figuresKind(sportById(3) as SportInfo)).toBeNull();
    // The web's list (its registry's table unit) is the domain's, which the server's ledger uses.
    for (const sport of SPORTS)
      if (figuresKind(sport) !== 'cricket' && figuresKind(sport) !== 'kabaddi')
        expect(figuresKind(sport) === 'goals', sport.key).toBe(isGoalSport(sport.id));
  });

  it('football: matches, starts, minutes, goals, assists and cards, in Tamil', () => {
    const html = render(FOOTBALL, [
      goalFiguresCells({
        scope: 'c',
        through: THROUGH_S,
        matches: 14,
        starts: 12,
        goals: 9,
        assists: 4,
        yellowCards: 3,
        redCards: 1,
        minutes: 1105,
      }),
      goalFiguresCells({
        scope: 's',
        season: '2026',
        through: THROUGH_S,
        matches: 6,
        starts: 6,
        goals: 5,
        assists: 1,
        yellowCards: 0,
        redCards: 0,
        minutes: 512,
      }),
    ]);
    const shown = text(html);
    expect(shown).toContain('கோல்கள், அட்டைகள்');
    expect(html).toContain('title="கோல் உதவிகள்"');
    expect(html).toContain('title="மஞ்சள் அட்டைகள்"');
    expect(html).toContain('title="ஆடிய நிமிடங்கள்"');
    expect(shown).toMatch(/ஒட்டுமொத்தம் 14 12 1,105 9 4 3 1/);
    expect(shown).toMatch(/2026 சீசன் 6 6 512 5 1 0 0/);
    expect(html.replace(/<[^>]*>/g, ' ')).not.toMatch(/[A-Za-z]/);
  });

  it('ice hockey: no minutes column when the rows have none', () => {
    const html = render(sportById(4) as SportInfo, [
      goalFiguresCells({
        scope: 'c',
        through: THROUGH_S,
        matches: 3,
        starts: 0,
        goals: 2,
        assists: 1,
        yellowCards: 0,
        redCards: 0,
      }),
    ]);
    expect(html).not.toContain('ஆடிய நிமிடங்கள்');
    expect(text(html)).toMatch(/ஒட்டுமொத்தம் 3 0 2 1 0 0/);
  });

  it('cricket: batting and bowling rows per format and span, averages and rates from the totals', () => {
    const html = render(CRICKET, [
      cricketFiguresCells(cricketRow({})),
      cricketFiguresCells(
        cricketRow({ scope: 's', season: '2026', matches: 1, innings: 1, notOuts: 1, runs: 30 }),
      ),
    ]);
    const shown = text(html);
    expect(shown).toContain('பேட்டிங்');
    expect(shown).toContain('பந்துவீச்சு');
    expect(html).toContain('aria-label="டி20: ஒட்டுமொத்தம்"');
    expect(html).toContain('aria-label="டி20: 2026 சீசன்"');
    expect(shown).toContain('டி20 2026 சீசன்');
    // 274 runs, 2 dismissals: 137.00; 274 off 200 balls: 137.00 too; 112 not out.
    expect(shown).toMatch(/274 112\* 137\.00 137\.00 2 1 20 9/);
    // Never out in the season row: no average.
    expect(shown).toMatch(/30 112\* - 15\.00/);
    // 132 balls are 22 overs; 106 runs, 15 wickets: average 7.07, economy 4.82, strike rate 8.80.
    expect(shown).toMatch(/22 1 106 15 5\/20 7\.07 4\.82 8\.80 3/);
    expect(shown).toContain('கடைசியாக முடிந்த போட்டி');
    // A /ta page shows no English word (the abbreviations' titles are Tamil too).
    expect(html.replace(/<[^>]*>/g, ' ')).not.toMatch(/[A-Za-z]/);
    expect(html).toContain('title="சிறந்த பந்துவீச்சு (ஒரு இன்னிங்ஸில்)"');
  });

  it('cricket: no bowling table for one who never bowled; English on /en', () => {
    const html = render(
      CRICKET,
      [
        cricketFiguresCells(
          cricketRow({
            bowlingInnings: 0,
            bowlingBalls: 0,
            bowlingRuns: 0,
            wickets: 0,
            maidens: 0,
            bestWickets: undefined,
            bestRuns: undefined,
            fiveWickets: 0,
          }),
        ),
      ],
      'en',
    );
    expect(html.match(/<table/g)).toHaveLength(1);
    expect(html).toContain('aria-label="T20: Career"');
    expect(text(html)).toContain('Up to the last finished match');
  });

  it('kabaddi: raid and tackle points, total, Super 10s and High 5s', () => {
    const html = render(KABADDI, [
      kabaddiFiguresCells({
        scope: 'c',
        through: THROUGH_S,
        matches: 12,
        raids: 150,
        raidPoints: 121,
        successfulRaids: 80,
        unsuccessfulRaids: 30,
        emptyRaids: 40,
        superRaids: 5,
        tacklePoints: 9,
        tackles: 8,
        superTackles: 1,
        super10s: 6,
        high5s: 0,
      }),
    ]);
    const shown = text(html);
    expect(shown).toContain('ரெய்டு புள்ளி');
    expect(shown).toContain('சூப்பர் 10');
    expect(shown).toContain('ஹை 5');
    expect(shown).toMatch(/ஒட்டுமொத்தம் 12 150 121 80 30 9 8 130 6 0/);
  });

  it('no finished match yet: a sentence, not an empty table', () => {
    for (const sport of [CRICKET, KABADDI, FOOTBALL]) {
      const html = render(sport, []);
      expect(html).not.toContain('<table');
      expect(text(html)).toContain('முடிந்த போட்டிகளில் இவரது புள்ளிவிவரங்கள் இன்னும் பதிவாகவில்லை.');
    }
  });
});
