import {
  CricketGameType,
  EventStage,
  type Incident,
  IncidentKind,
  type League,
  type MatchEvent,
  type Participant,
  StageType,
  TournamentType,
  Winner,
} from '@nerali/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchArticle, taScore, videoOf } from './news.ts';

const league = (sportId: number, ta: string, en: string): League => ({
  id: `${sportId}_lg`,
  sportId,
  templateKey: `${sportId}_tp`,
  name: { ta, en },
  countryId: 1,
  tournamentType: TournamentType.top,
  order: 1,
});
const team = (id: string, sportId: number, name: string): Participant => ({
  id,
  sportId,
  name,
  shortName: name.slice(0, 3),
  countryId: 1,
});

function finished(
  sportId: number,
  home: Participant,
  away: Participant,
  hs: string,
  as: string,
  winner: Winner,
) {
  const event: MatchEvent = {
    id: `g_${sportId}_abcdEFGH`,
    sportId,
    leagueId: `${sportId}_lg`,
    startTime: 1_773_100_800,
    stageStartTime: 1_773_107_000,
    stageType: StageType.finished,
    stage: EventStage.finished,
    homeId: home.id,
    awayId: away.id,
    homeName: home.name,
    awayName: away.name,
    homeScore: hs,
    awayScore: as,
    winner,
  };
  return event;
}

const latinLeft = (text: string, names: readonly string[]) =>
  names.reduce((rest, name) => rest.split(name).join(' '), text).match(/[A-Za-z]+/g) ?? [];

describe('news', () => {
  const isl = league(1, 'இந்தியன் சூப்பர் லீக்', 'Indian Super League');
  const chennai = team('t1', 1, 'Chennaiyin FC');
  const mumbai = team('t2', 1, 'Mumbai City FC');

  it('tells a football win with the score, winner first, in both languages', () => {
    const e = finished(1, chennai, mumbai, '1', '3', Winner.away);
    const a = matchArticle(
      { event: e, league: isl, home: chennai, away: mumbai, seed: 1, rankHome: 5, rankAway: 1 },
      9,
    );
    expect(a.headline.en).toContain('Mumbai City FC');
    expect(a.headline.en).toContain('3-1');
    expect(a.headline.ta).toContain('3-1 என்ற கோல் கணக்கில்');
    expect(a.body.ta).toContain('முதலிடத்தில்');
    expect(a.publishedAt).toBe(9);
    expect(latinLeft(a.headline.ta + a.lead.ta + a.body.ta, [chennai.name, mumbai.name])).toEqual([]);
  });

  it('names national teams in Tamil in the Tamil story: no "Czechia அணி Spain அணியை" (issue 15 point 6)', () => {
    const czechia = team('n1', 1, 'Czechia');
    const spain = team('n2', 1, 'Spain');
    const e = finished(1, czechia, spain, '2', '1', Winner.home);
    const a = matchArticle({ event: e, league: isl, home: czechia, away: spain, seed: 3 }, 9);
    const ta = a.headline.ta + a.lead.ta + a.body.ta;
    expect(ta).toContain('செக் குடியரசு');
    expect(ta).toContain('ஸ்பெயின்');
    expect(ta.match(/[A-Za-z]+/g) ?? []).toEqual([]);
    expect(a.headline.en + a.body.en).toContain('Czechia');
  });

  it('crowns a draw final winner', () => {
    const cup = league(2, 'சென்னை ஓபன்', 'Chennai Open');
    const p1 = team('p1', 2, 'K. Raman');
    const p2 = team('p2', 2, 'R. García');
    const e = finished(2, p1, p2, '2', '1', Winner.home);
    const a = matchArticle({ event: e, league: cup, home: p1, away: p2, seed: 1, final: true }, 1);
    expect(a.headline.en).toBe('K. Raman wins the Chennai Open');
    expect(a.headline.ta).toContain('வென்றார்');
    expect(a.lead.ta).toContain('R. García-ஐ');
  });

  it('gives a cricket result its margin: runs when defending, wickets when chasing', () => {
    const ipl = league(13, 'ஐபிஎல்', 'IPL');
    const csk = team('c1', 13, 'Chennai Super Kings');
    const mi = team('c2', 13, 'Mumbai Indians');
    const base = finished(13, csk, mi, '186/4', '170/9', Winner.home);
    const defended: MatchEvent = {
      ...base,
      cricket: {
        gameType: CricketGameType.t20,
        batting: 0,
        target: 187,
        home: [{ runs: 186, wickets: 4, overs: '20.0' }],
        away: [{ runs: 170, wickets: 9, overs: '20.0' }],
      },
    };
    expect(
      matchArticle({ event: defended, league: ipl, home: csk, away: mi, seed: 1 }, 1).headline.en,
    ).toContain('by 16 runs');
    const chased: MatchEvent = {
      ...base,
      homeScore: '150',
      awayScore: '151/4',
      winner: Winner.away,
      cricket: {
        gameType: CricketGameType.t20,
        batting: 0,
        target: 151,
        home: [{ runs: 150, wickets: 10, overs: '19.2' }],
        away: [{ runs: 151, wickets: 4, overs: '17.1' }],
      },
    };
    const a = matchArticle({ event: chased, league: ipl, home: csk, away: mi, seed: 1 }, 1);
    expect(a.headline.en).toContain('by 6 wickets');
    expect(a.headline.ta).toContain('6 விக்கெட் வித்தியாசத்தில்');
  });

  it('writes Tamil with no Latin words but the names, whatever the score (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2, 3, 4, 6, 12, 14, 15, 17, 36, 42),
        fc.nat({ max: 120 }),
        fc.nat({ max: 120 }),
        fc.boolean(),
        (sportId, h, a, pair) => {
          const x = team('x', sportId, pair ? 'Nair/Menon' : 'Gods Reign');
          const y = team('y', sportId, pair ? 'Kim/Lee' : 'K. Raman');
          const e = finished(
            sportId,
            x,
            y,
            String(h),
            String(a),
            h > a ? Winner.home : h < a ? Winner.away : Winner.draw,
          );
          const lg = league(sportId, 'தேசிய சாம்பியன்ஷிப்', 'National Championship');
          const article = matchArticle({ event: e, league: lg, home: x, away: y, seed: 3 }, 1);
          for (const t of [article.headline, article.lead, article.body]) {
            expect(latinLeft(t.ta, [x.name, y.name])).toEqual([]);
            expect(t.en).not.toMatch(/undefined|NaN/);
          }
          const video = videoOf(e, lg, 1);
          expect(latinLeft(video.title.ta, [x.name, y.name])).toEqual([]);
        },
      ),
    );
  });

  it('goes on from the lead with the match’s facts: scorers, sendings-off, the table before and after, the next match', () => {
    const goa = team('t3', 1, 'FC Goa');
    const e = finished(1, chennai, mumbai, '2', '1', Winner.home);
    const inc = (
      seq: number,
      kind: Incident['kind'],
      side: 1 | 2,
      time: string,
      player: string,
    ): Incident => ({
      seq,
      kind,
      side,
      time,
      stage: 1,
      player,
    });
    const incidents: Incident[] = [
      inc(1, IncidentKind.goal, 1, '23', 'Irfan Yadwad'),
      inc(2, IncidentKind.yellowCard, 2, '30', 'Rahul Bheke'),
      inc(3, IncidentKind.penaltyGoal, 2, '51', 'Jorge Pereyra Díaz'),
      inc(4, IncidentKind.goal, 1, '88', 'Irfan Yadwad'),
      inc(5, IncidentKind.redCard, 2, '90+2', 'Rahul Bheke'),
    ];
    const a = matchArticle(
      {
        event: e,
        league: isl,
        home: chennai,
        away: mumbai,
        seed: 1,
        rankHome: 3,
        rankAway: 1,
        rankHomeBefore: 6,
        rankAwayBefore: 1,
        incidents,
        nextHome: { opponent: goa, startTime: Date.UTC(2026, 2, 14, 14) / 1000 },
      },
      9,
    );
    const paras = a.body.ta.split('\n\n');
    // The standfirst is the lead, shown above the body: no paragraph repeats it.
    expect(paras).not.toContain(a.lead.ta);
    expect(a.body.en.split('\n\n')).not.toContain(a.lead.en);
    expect(paras.length).toBeGreaterThanOrEqual(4);
    // The real scorers, with their minutes; a penalty said so.
    expect(a.body.ta).toContain("Chennaiyin FC அணிக்காக Irfan Yadwad (23', 88') கோல்கள் அடித்தார்.");
    expect(a.body.ta).toContain("Mumbai City FC அணிக்காக Jorge Pereyra Díaz (51' பெனால்டி) கோல் அடித்தார்.");
    expect(a.body.en).toContain("Irfan Yadwad (23', 88') scored for Chennaiyin FC.");
    expect(a.body.ta).toContain('Rahul Bheke 90+2-ஆவது நிமிடத்தில் சிவப்பு அட்டை பெற்று வெளியேற்றப்பட்டார்.');
    expect(a.body.ta).toContain('6-ஆவது இடத்திலிருந்து 3-ஆவது இடத்துக்கு முன்னேறியது');
    expect(a.body.en).toContain('lifts Chennaiyin FC from 6th to 3rd');
    expect(a.body.ta).toContain('Chennaiyin FC அணி அடுத்து 14 மார்ச் அன்று FC Goa அணியை எதிர்கொள்கிறது.');
    // The score is the lead's and the headline's; the body's half-time line is the match's own.
    expect(a.headline.ta).toContain('2-1 என்ற கோல் கணக்கில்');
    const names = [chennai.name, mumbai.name, goa.name, 'Irfan Yadwad', 'Jorge Pereyra Díaz', 'Rahul Bheke'];
    expect(latinLeft(a.body.ta, names)).toEqual([]);
    // The same facts, the same article.
    expect(
      matchArticle(
        {
          event: e,
          league: isl,
          home: chennai,
          away: mumbai,
          seed: 1,
          rankHome: 3,
          rankAway: 1,
          rankHomeBefore: 6,
          rankAwayBefore: 1,
          incidents,
          nextHome: { opponent: goa, startTime: Date.UTC(2026, 2, 14, 14) / 1000 },
        },
        9,
      ),
    ).toEqual(a);
  });

  it('tells many goals by each scorer’s count, own goals apart', () => {
    const e = finished(1, chennai, mumbai, '7', '0', Winner.home);
    const incidents: Incident[] = Array.from({ length: 7 }, (_, i) => ({
      seq: i + 1,
      kind: i === 6 ? IncidentKind.ownGoal : IncidentKind.goal,
      side: 1 as const,
      time: String(10 * (i + 1)),
      stage: 1,
      player: i === 6 ? 'Rahul Bheke' : i < 4 ? 'Lallianzuala Chhangte' : 'Farukh Choudhary',
    }));
    const a = matchArticle({ event: e, league: isl, home: chennai, away: mumbai, seed: 1, incidents }, 1);
    expect(a.body.ta).toContain(
      'Lallianzuala Chhangte 4 கோல்கள், Farukh Choudhary 2 கோல்கள், Rahul Bheke (சொந்த கோல்)',
    );
  });

  it('prints a declared innings in Tamil', () => {
    expect(taScore('332/8d')).toBe('332/8 டிக்ளேர்');
    expect(taScore('186/4')).toBe('186/4');
  });
});
