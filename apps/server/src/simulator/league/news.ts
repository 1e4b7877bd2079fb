/**
 * News articles and highlight videos written from simulated results. Every fact in an article comes
 * from the finished event it is about (sides, score, periods, cricket margins), from the table the
 * result was counted into, or from a draw's final; nothing is invented beyond the wording. Tamil is
 * written the way Tamil sports pages write it (ரன்கள், விக்கெட், செட், கோல் கணக்கில்), with team and
 * player names kept as written at home.
 *
 * Which matches make the news is decided before they are played: each day a few fixtures of each sport
 * (Indian and top competitions first) are chosen from the seed, so the choice does not depend on the
 * order results arrive in; a draw's final and a series' scoring race always make it.
 */
import {
  type Incident,
  IncidentKind,
  type League,
  type MatchEvent,
  type NewsArticle,
  nationName,
  type Participant,
  type SportId,
  type Text,
  type Video,
  Winner,
} from '@nerali/domain';
import { ratingOf } from '../ratings.ts';
import type { Race } from '../no-duel/types.ts';
import { alnumId, hash32 } from '../prng.ts';
import { duelRoomById } from '../sports/index.ts';
import type { NewsStyle } from '../sports/room.ts';
import { isIndividual } from './squads.ts';
import { scoreNumber } from './standings.ts';

/** How one side is named in a sentence: nominative and accusative, and its verb ending. */
interface Named {
  name: string;
  /** The name in Tamil sentences: a national team's Tamil name (ஸ்பெயின்), else as written. */
  nameTa: string;
  /** 'Chennaiyin FC அணி', 'K. Raman'. */
  ta: string;
  /** Before an object: a person's name takes a comma ('K. Raman, R. García-ஐ வீழ்த்தினார்'). */
  taSubject: string;
  /** 'Chennaiyin FC அணியை', 'K. Raman-ஐ'. */
  taAcc: string;
  /** 'Chennaiyin FC அணியிடம்', 'K. Raman-இடம்'. */
  taFrom: string;
  person: boolean;
}

function named(p: Participant): Named {
  const person = isIndividual(p) && !p.name.includes('/');
  if (person)
    return {
      name: p.name,
      nameTa: p.name,
      ta: p.name,
      taSubject: `${p.name},`,
      taAcc: `${p.name}-ஐ`,
      taFrom: `${p.name}-இடம்`,
      person,
    };
  const noun = p.name.includes('/') ? 'ஜோடி' : 'அணி';
  const nameTa = nationName(p.name, 'ta');
  const ta = `${nameTa} ${noun}`;
  return { name: p.name, nameTa, ta, taSubject: ta, taAcc: `${ta}யை`, taFrom: `${ta}யிடம்`, person };
}

/** Past-tense verb for a team (it) or a person (honorific). */
const verb = (who: Named, team: string, person: string) => (who.person ? person : team);

/** A duel sport's news style (its room's): how a result is told (sports/<key>/room.ts). */
const styleOf = (sportId: SportId): NewsStyle => duelRoomById(sportId).news;

export interface MatchStory {
  event: MatchEvent;
  league: League;
  home: Participant;
  away: Participant;
  seed: number;
  /** Places in the league's table after the match, when it has one. */
  rankHome?: number;
  rankAway?: number;
  /** The match was a draw's final: its winner takes the title. */
  final?: boolean;
  /** Places in the table before the match (its other results up to this one's kick-off). */
  rankHomeBefore?: number;
  rankAwayBefore?: number;
  /** The match's incidents as its page shows them (news-facts.ts): scorers, cards, milestones. */
  incidents?: readonly Incident[];
  /** Each side's next match in the league, when the window holds one. */
  nextHome?: NextMatch;
  nextAway?: NextMatch;
}

export interface NextMatch {
  opponent: Participant;
  startTime: number;
}

/** Winner first: 'W' and 'L', with their scores as the scoreboard shows them. */
function sides(s: MatchStory) {
  const homeWon = s.event.winner !== Winner.away;
  const [w, l] = homeWon ? [s.home, s.away] : [s.away, s.home];
  const [ws, ls] = homeWon ? [s.event.homeScore, s.event.awayScore] : [s.event.awayScore, s.event.homeScore];
  const [wr, lr] = homeWon ? [s.rankHome, s.rankAway] : [s.rankAway, s.rankHome];
  return { w: named(w), l: named(l), ws: ws ?? '', ls: ls ?? '', wr, lr, homeWon };
}

/** A cricket result's margin: 'by 25 runs' or 'by 6 wickets', from the final innings. */
function cricketMargin(e: MatchEvent, homeWon: boolean): Text | undefined {
  const c = e.cricket;
  if (!c) return undefined;
  const mine = homeWon ? c.home : c.away;
  const theirs = homeWon ? c.away : c.home;
  const last = mine[mine.length - 1];
  if (!last) return undefined;
  if (c.target !== undefined && last.runs >= c.target) {
    const n = 10 - last.wickets;
    return { ta: `${n} விக்கெட் வித்தியாசத்தில்`, en: `by ${n} wicket${n === 1 ? '' : 's'}` };
  }
  const total = (xs: typeof mine) => xs.reduce((sum, i) => sum + i.runs, 0);
  const n = total(mine) - total(theirs);
  if (n <= 0) return undefined;
  return { ta: `${n} ரன்கள் வித்தியாசத்தில்`, en: `by ${n} run${n === 1 ? '' : 's'}` };
}

/** 'x-y என்ற கோல் கணக்கில்' / 'x-y'. */
function scoreLine(sportId: SportId, a: string, b: string): Text {
  if (a === '' || b === '') return { ta: '', en: '' };
  // The unit is the sport's own word (its card's terms, CAT18): 'கோல்', 'புள்ளி', 'செட்' ...
  const unit = duelRoomById(sportId).card.terms.scoreUnit?.ta;
  // Sandhi: a unit ending in a vowel sign doubles the k of கணக்கில் (புள்ளிக் கணக்கில்).
  const joined = unit ? (unit.endsWith('ி') ? `${unit}க் ` : `${unit} `) : '';
  return { ta: `${taScore(a)}-${taScore(b)} என்ற ${joined}கணக்கில்`, en: `${a}-${b}` };
}

/** Whether a win is by a wide margin for its sport (its room's news style). */
function isBigWin(sportId: SportId, ws: number, ls: number): boolean {
  const margin = ws - ls;
  const { bigWin } = styleOf(sportId);
  if (bigWin === null) return false;
  if ('margin' in bigWin) return margin >= bigWin.margin;
  return ws + ls > 0 && margin / (ws + ls) >= bigWin.share;
}

/** Periods, sets or halves as 'x-y, x-y'. */
function partsLine(e: MatchEvent): string {
  const h = e.homeParts ?? [];
  const a = e.awayParts ?? [];
  const parts: string[] = [];
  for (let i = 0; i < Math.max(h.length, a.length); i++) {
    if (h[i] === null || a[i] === null || h[i] === undefined || a[i] === undefined) continue;
    parts.push(`${h[i]}-${a[i]}`);
  }
  return parts.join(', ');
}

function join(parts: readonly string[]): string {
  return parts.filter((p) => p !== '').join(' ');
}

/** The article about one finished match. */
export function matchArticle(s: MatchStory, publishedAt: number): NewsArticle {
  const e = s.event;
  const { w, l, ws, ls, wr, lr, homeWon } = sides(s);
  const lg = s.league.name;
  // A fight is in a weight division, not a series.
  const style = styleOf(e.sportId);
  const inLeague = style.competition === 'division' ? `${lg.ta} பிரிவில்` : `${lg.ta} தொடரில்`;
  const home = named(s.home);
  const away = named(s.away);
  let headline: Text;
  let lead: Text;
  const body: Text[] = [];
  if (e.winner === Winner.draw) {
    // A drawn cricket match is told by its innings in the body, not as one 'x-y'.
    const score =
      style.result === 'cricket'
        ? { ta: '', en: '' }
        : scoreLine(e.sportId, e.homeScore ?? '', e.awayScore ?? '');
    const both = home.person ? '' : ' அணிகள்';
    headline = {
      ta: `${home.nameTa} - ${away.nameTa}${both} மோதிய ஆட்டம் சமநிலையில் முடிந்தது`,
      en: score.en ? `${home.name} and ${away.name} draw ${score.en}` : `${home.name} and ${away.name} draw`,
    };
    lead = {
      ta: join([
        `${inLeague} நடைபெற்ற ஆட்டத்தில்`,
        `${home.ta}, ${away.ta}`,
        'இடையிலான மோதல்',
        score.ta,
        'சமநிலையில் முடிந்தது.',
      ]),
      en: `${home.name} and ${away.name} shared the spoils in the ${lg.en}${score.en ? `, ${score.en}` : ''}.`,
    };
  } else {
    const margin = style.result === 'cricket' ? cricketMargin(e, homeWon) : undefined;
    const score = margin ?? scoreLine(e.sportId, ws, ls);
    const scoreEn = margin ? margin.en : score.en;
    const beat = verb(w, 'வீழ்த்தியது', 'வீழ்த்தினார்');
    const upset =
      ratingOf(s.seed, homeWon ? s.home.id : s.away.id) + 0.25 <
      ratingOf(s.seed, homeWon ? s.away.id : s.home.id);
    const big = !margin && isBigWin(e.sportId, scoreNumber(ws), scoreNumber(ls));
    if (s.final) {
      headline = {
        ta: `${lg.ta}: ${w.ta} சாம்பியன் பட்டம் ${verb(w, 'வென்றது', 'வென்றார்')}`,
        en: `${w.name} ${w.person ? 'wins' : 'win'} the ${lg.en}`,
      };
      lead = {
        ta: join([
          `${lg.ta} இறுதிப் போட்டியில்`,
          w.taSubject,
          l.taAcc,
          score.ta,
          `வீழ்த்தி பட்டம் ${verb(w, 'வென்றது', 'வென்றார்')}.`,
        ]),
        en: `${w.name} beat ${l.name}${scoreEn ? ` ${scoreEn}` : ''} in the final to take the ${lg.en} title.`,
      };
    } else if (upset) {
      headline = {
        ta: join(['அதிர்ச்சி முடிவு:', w.taSubject, l.taAcc, score.ta, beat]),
        en: `Upset as ${w.name} ${w.person ? 'beats' : 'beat'} ${l.name}${scoreEn ? ` ${scoreEn}` : ''}`,
      };
      lead = {
        ta: join([
          `${inLeague} எதிர்பார்ப்புகளை மீறி`,
          l.taSubject,
          w.taFrom,
          score.ta,
          `${verb(l, 'தோல்வியடைந்தது', 'தோல்வியடைந்தார்')}.`,
        ]),
        en: `${l.name} were the favourites, but ${w.name} won${scoreEn ? ` ${scoreEn}` : ''} in the ${lg.en}.`,
      };
    } else if (big) {
      headline = {
        ta: join([w.taSubject, l.taAcc, score.ta, verb(w, 'பந்தாடியது', 'எளிதில் வீழ்த்தினார்')]),
        en: `${w.name} ${w.person ? 'thrashes' : 'thrash'} ${l.name} ${scoreEn}`,
      };
      lead = {
        ta: join([inLeague, w.taSubject, l.taAcc, score.ta, `அபாரமாக ${beat}.`]),
        en: `${w.name} ran away with it against ${l.name} in the ${lg.en}, winning ${scoreEn}.`,
      };
    } else {
      headline = {
        ta: join([w.taSubject, l.taAcc, score.ta, beat]),
        en: `${w.name} ${w.person ? 'beats' : 'beat'} ${l.name}${scoreEn ? ` ${scoreEn}` : ''}`,
      };
      lead = {
        ta: join([`${inLeague} நடைபெற்ற ஆட்டத்தில்`, w.taSubject, l.taAcc, score.ta, `${beat}.`]),
        en: `${w.name} beat ${l.name}${scoreEn ? ` ${scoreEn}` : ''} in the ${lg.en}.`,
      };
    }
  }
  // The lead is shown above the body (the article page's standfirst): the body goes on from it.
  const scoring = scorersParagraph(s, home, away);
  if (scoring) body.push(scoring);
  if (style.result === 'cricket' && e.cricket) {
    const inn = (xs: readonly { runs: number; wickets: number; overs: string }[]) =>
      xs.map((i) => `${i.runs}/${i.wickets}`).join(', ');
    const overs = (xs: readonly { overs: string }[]) => xs[xs.length - 1]?.overs ?? '';
    body.push({
      ta: `${home.nameTa}: ${inn(e.cricket.home)} (${overs(e.cricket.home)} ஓவர்கள்); ${away.nameTa}: ${inn(e.cricket.away)} (${overs(e.cricket.away)} ஓவர்கள்).`,
      en: `${home.name} ${inn(e.cricket.home)} (${overs(e.cricket.home)} ov); ${away.name} ${inn(e.cricket.away)} (${overs(e.cricket.away)} ov).`,
    });
  } else {
    const parts = partsLine(e);
    if (parts !== '') {
      body.push(
        style.parts === 'sets'
          ? { ta: `செட் வாரியாக: ${parts}.`, en: `Set by set: ${parts}.` }
          : { ta: `பகுதி வாரியாக: ${parts}.`, en: `By period: ${parts}.` },
      );
    }
  }
  const milestones = milestonesParagraph(s, home, away);
  if (milestones) body.push(milestones);
  const cards = cardsParagraph(s, home, away);
  if (cards) body.push(cards);
  const table = tableParagraph(s, { w, l, wr, lr, homeWon });
  if (table) body.push(table);
  const next = nextParagraph(s, home, away);
  if (next) body.push(next);
  // Nothing more to tell (a bout, a frame game without a table): when and who was expected to win.
  if (body.length === 0) {
    const day = dayText(e.startTime);
    const homeFav = ratingOf(s.seed, s.home.id) >= ratingOf(s.seed, s.away.id);
    const fav = homeFav ? home : away;
    const upsetWin = e.winner !== Winner.draw && (e.winner === Winner.home) !== homeFav;
    body.push(
      upsetWin
        ? { ta: `இந்த ஆட்டம் ${day.ta} அன்று நடைபெற்றது.`, en: `The match was played on ${day.en}.` }
        : {
            ta: `${day.ta} அன்று நடைபெற்ற இந்த ஆட்டத்துக்கு முன் ${fav.ta} ${verb(fav, 'வெல்லும்', 'வெல்வார்')} என எதிர்பார்க்கப்பட்டது.`,
            en: `${fav.name} ${fav.person ? 'was' : 'were'} the favourite${fav.person ? '' : 's'} before the match, played on ${day.en}.`,
          },
    );
  }
  return {
    id: articleId(e.id, s.final ? 'title' : 'match'),
    sportId: e.sportId,
    publishedAt,
    headline,
    lead,
    body: { ta: body.map((t) => t.ta).join('\n\n'), en: body.map((t) => t.en).join('\n\n') },
    participantIds: [s.home.id, s.away.id],
    leagueIds: [s.league.id],
    eventId: e.id,
  };
}

/** Incident kinds that are a goal for the side they are credited to. */
const GOAL_KINDS: ReadonlySet<number> = new Set([
  IncidentKind.goal,
  IncidentKind.penaltyGoal,
  IncidentKind.ownGoal,
]);
/** Above this many goals a side's scorers are told by count, not one by one with their minutes. */
const LISTED_GOALS = 6;

/**
 * "23'" for a football minute. Other sports' times restart each period (ice hockey's 20 minutes, a
 * quarter's clock), so a list of them would read out of order: they are not shown.
 */
const FOOTBALL = 1;
const minuteOf = (sportId: SportId, i: Incident) =>
  sportId === FOOTBALL && /^\d+(\+\d+)?$/.test(i.time) ? `${i.time}'` : '';

/** "A, B, C" and "A, B and C" / "A, B மற்றும் C" are read heavier in Tamil than commas: commas. */
const list = (xs: readonly string[]) => xs.join(', ');

/** Who scored each side's goals, from the incidents (the names the match page shows). */
function scorersParagraph(s: MatchStory, home: Named, away: Named): Text | undefined {
  const incidents = s.incidents ?? [];
  const ta: string[] = [];
  const en: string[] = [];
  for (const [sideNo, team] of [
    [1, home],
    [2, away],
  ] as const) {
    const goals = incidents.filter((i) => i.side === sideNo && GOAL_KINDS.has(i.kind) && i.player);
    if (goals.length === 0) continue;
    // Scorers in the order they first scored; own goals apart, in the other side's player's name.
    const by = new Map<string, Incident[]>();
    for (const g of goals) {
      const key = g.kind === IncidentKind.ownGoal ? `og:${g.player}` : (g.player ?? '');
      by.set(key, [...(by.get(key) ?? []), g]);
    }
    // Football's minutes, one by one; elsewhere (no minutes, or many goals) each scorer's count.
    const many = goals.length > LISTED_GOALS || goals.every((g) => minuteOf(s.event.sportId, g) === '');
    const entries = [...by.entries()];
    if (many) entries.sort((a, b) => b[1].length - a[1].length);
    const shown = many ? entries.slice(0, 3) : entries;
    const cut = shown.length < entries.length;
    const taItems: string[] = [];
    const enItems: string[] = [];
    for (const [key, gs] of shown) {
      const name = gs[0]?.player ?? '';
      const own = key.startsWith('og:');
      if (many) {
        const n = gs.length;
        const own = key.startsWith('og:');
        if (own) {
          taItems.push(`${name} (${n === 1 ? 'சொந்த கோல்' : `${n} சொந்த கோல்கள்`})`);
          enItems.push(`${name} (${n === 1 ? 'own goal' : `${n} own goals`})`);
        } else {
          taItems.push(`${name} ${n === 1 ? 'ஒரு கோல்' : `${n} கோல்கள்`}`);
          enItems.push(`${name} ${n}`);
        }
        continue;
      }
      const marks = gs.map((g) => {
        const m = minuteOf(s.event.sportId, g);
        const pen = g.kind === IncidentKind.penaltyGoal;
        return {
          ta: [m, pen ? 'பெனால்டி' : ''].filter((x) => x !== '').join(' '),
          en: [m, pen ? 'pen' : ''].filter((x) => x !== '').join(' '),
        };
      });
      const taMarks = marks.map((m) => m.ta).filter((x) => x !== '');
      const enMarks = marks.map((m) => m.en).filter((x) => x !== '');
      if (own) {
        taItems.push(`${name} (சொந்த கோல்${taMarks.length ? `, ${taMarks.join(', ')}` : ''})`);
        enItems.push(`${name} (own goal${enMarks.length ? `, ${enMarks.join(', ')}` : ''})`);
      } else {
        taItems.push(taMarks.length ? `${name} (${taMarks.join(', ')})` : name);
        enItems.push(enMarks.length ? `${name} (${enMarks.join(', ')})` : name);
      }
    }
    const scorers = shown.filter(([k]) => !k.startsWith('og:')).length;
    const forTeam = team.person ? `${team.nameTa}-க்காக` : `${team.ta}க்காக`;
    if (many) {
      const verbTa = shown.length > 1 ? 'அடித்தனர்' : 'அடித்தார்';
      ta.push(`${forTeam} ${cut ? 'அதிகபட்சமாக ' : ''}${list(taItems)} ${verbTa}.`);
      en.push(`${cut ? 'Top scorers' : 'Scorers'} for ${team.name}: ${list(enItems)}.`);
    } else if (scorers === 0) {
      ta.push(`${forTeam} கிடைத்த கோல்: ${list(taItems)}.`);
      en.push(`${team.name}'s goal: ${list(enItems)}.`);
    } else {
      const plural = shown.length > 1 || (shown[0]?.[1].length ?? 0) > 1;
      ta.push(
        `${forTeam} ${list(taItems)} ${plural ? 'கோல்கள்' : 'கோல்'} ${scorers > 1 ? 'அடித்தனர்' : 'அடித்தார்'}.`,
      );
      en.push(`${list(enItems)} scored for ${team.name}.`);
    }
  }
  return ta.length > 0 ? { ta: ta.join(' '), en: en.join(' ') } : undefined;
}

/** Cricket's fifties and hundreds, as the incidents name them: a batter's best of each innings. */
function milestonesParagraph(s: MatchStory, home: Named, away: Named): Text | undefined {
  const best = new Map<string, Incident>();
  for (const i of s.incidents ?? []) {
    if (!i.player || (i.kind !== IncidentKind.hundred && i.kind !== IncidentKind.fifty)) continue;
    const key = `${i.side}:${i.stage}:${i.player}`;
    if (best.get(key)?.kind !== IncidentKind.hundred) best.set(key, i);
  }
  const ta: string[] = [];
  const en: string[] = [];
  for (const [sideNo, team] of [
    [1, home],
    [2, away],
  ] as const) {
    const mine = [...best.values()].filter((i) => i.side === sideNo);
    if (mine.length === 0) continue;
    const word = (i: Incident) => (i.kind === IncidentKind.hundred ? 'சதம்' : 'அரைசதம்');
    const enWord = (i: Incident) => (i.kind === IncidentKind.hundred ? 'a hundred' : 'a fifty');
    if (mine.length === 1 && mine[0]) {
      ta.push(`${team.nameTa} அணியின் ${mine[0].player} ${word(mine[0])} அடித்தார்.`);
    } else {
      // சதம் → சதமும்: the final ம் takes the -உம் of "and".
      const items = mine.map((i) => `${i.player} ${word(i).slice(0, -1)}ும்`);
      ta.push(`${team.nameTa} அணியில் ${list(items)} அடித்தனர்.`);
    }
    en.push(`For ${team.name}, ${list(mine.map((i) => `${i.player} made ${enWord(i)}`))}.`);
  }
  return ta.length > 0 ? { ta: ta.join(' '), en: en.join(' ') } : undefined;
}

/** Sendings-off. */
function cardsParagraph(s: MatchStory, home: Named, away: Named): Text | undefined {
  const ta: string[] = [];
  const en: string[] = [];
  for (const i of s.incidents ?? []) {
    if (!i.player || (i.kind !== IncidentKind.redCard && i.kind !== IncidentKind.secondYellow)) continue;
    const team = i.side === 1 ? home : away;
    const m = minuteOf(s.event.sportId, i).replace("'", '');
    const card = i.kind === IncidentKind.redCard ? 'சிவப்பு அட்டை' : 'இரண்டாம் மஞ்சள் அட்டை';
    ta.push(
      `${team.nameTa} அணியின் ${i.player}${m ? ` ${m}-ஆவது நிமிடத்தில்` : ''} ${card} பெற்று வெளியேற்றப்பட்டார்.`,
    );
    en.push(
      `${team.name}'s ${i.player} was sent off${m ? ` in minute ${m}` : ''}${i.kind === IncidentKind.secondYellow ? ' for a second yellow card' : ''}.`,
    );
  }
  return ta.length > 0 ? { ta: ta.join(' '), en: en.join(' ') } : undefined;
}

/** Where the result leaves the sides in the table, and where they were before it. */
function tableParagraph(
  s: MatchStory,
  x: { w: Named; l: Named; wr?: number; lr?: number; homeWon: boolean },
): Text | undefined {
  const { w, l, wr, lr, homeWon } = x;
  if (wr === undefined || lr === undefined) return undefined;
  const wb = homeWon ? s.rankHomeBefore : s.rankAwayBefore;
  const place = (n: number) => (n === 1 ? 'முதலிடத்' : `${n}-ஆவது இடத்`);
  if (s.event.winner === Winner.draw) {
    return {
      ta: `இந்தச் சமநிலைக்குப் பிறகு புள்ளிப் பட்டியலில் ${w.ta} ${place(wr)}திலும், ${l.ta} ${place(lr)}திலும் உள்ளன.`,
      en: `After the draw ${w.name} ${w.person ? 'is' : 'are'} ${ordinal(wr)} in the table, ${l.name} ${ordinal(lr)}.`,
    };
  }
  if (wb !== undefined && wb > wr) {
    return {
      ta: `இந்த வெற்றியின் மூலம் ${w.ta} புள்ளிப் பட்டியலில் ${place(wb)}திலிருந்து ${place(wr)}துக்கு ${verb(w, 'முன்னேறியது', 'முன்னேறினார்')}; ${l.ta} ${place(lr)}தில் ${verb(l, 'உள்ளது', 'உள்ளார்')}.`,
      en: `The win lifts ${w.name} from ${ordinal(wb)} to ${wr === 1 ? 'the top of the table' : `${ordinal(wr)} in the table`}; ${l.name} ${l.person ? 'is' : 'are'} ${ordinal(lr)}.`,
    };
  }
  return wr === 1
    ? {
        ta: `இந்த வெற்றியின் மூலம் ${w.ta} புள்ளிப் பட்டியலில் முதலிடத்தில் ${verb(w, 'உள்ளது', 'உள்ளார்')}.`,
        en: `The win leaves ${w.name} top of the table.`,
      }
    : {
        ta: `புள்ளிப் பட்டியலில் ${w.ta} ${wr}-ஆவது இடத்திலும், ${l.ta} ${lr}-ஆவது இடத்திலும் உள்ளன.`,
        en: `${w.name} ${w.person ? 'is' : 'are'} ${ordinal(wr)} in the table, ${l.name} ${ordinal(lr)}.`,
      };
}

const MONTHS_TA = [
  'ஜனவரி',
  'பிப்ரவரி',
  'மார்ச்',
  'ஏப்ரல்',
  'மே',
  'ஜூன்',
  'ஜூலை',
  'ஆகஸ்ட்',
  'செப்டம்பர்',
  'அக்டோபர்',
  'நவம்பர்',
  'டிசம்பர்',
];
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** A day in India (IST): the site's readers' calendar, as the rest of the desk's dates. */
function dayText(unixS: number): Text {
  const d = new Date((unixS + 5.5 * 3600) * 1000);
  return {
    ta: `${d.getUTCDate()} ${MONTHS_TA[d.getUTCMonth()] ?? ''}`,
    en: `${d.getUTCDate()} ${MONTHS_EN[d.getUTCMonth()] ?? ''}`,
  };
}

/** Each side's next match in the league. */
function nextParagraph(s: MatchStory, home: Named, away: Named): Text | undefined {
  const ta: string[] = [];
  const en: string[] = [];
  for (const [team, next] of [
    [home, s.nextHome],
    [away, s.nextAway],
  ] as const) {
    if (!next) continue;
    const opp = named(next.opponent);
    const day = dayText(next.startTime);
    ta.push(`${team.ta} அடுத்து ${day.ta} அன்று ${opp.taAcc} ${verb(team, 'எதிர்கொள்கிறது', 'எதிர்கொள்கிறார்')}.`);
    en.push(`${team.name} ${team.person ? 'faces' : 'face'} ${opp.name} next, on ${day.en}.`);
  }
  return ta.length > 0 ? { ta: ta.join(' '), en: en.join(' ') } : undefined;
}

/** A score as Tamil pages print it: a declared innings is 'டிக்ளேர்', not 'd'. */
export function taScore(score: string): string {
  return score.replace(/^(\d+\/\d+)d$/, '$1 டிக்ளேர்');
}

export const articleId = (eventId: string, angle: string) => alnumId('news', eventId, angle);

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${n % 10 > 3 ? 'th' : suffix}`;
}

/** The article about a race won: the podium, in order. */
export function raceArticle(
  race: Race,
  order: readonly string[],
  names: ReadonlyMap<string, Participant>,
  publishedAt: number,
): NewsArticle {
  const name = (id: string | undefined) => (id ? (names.get(id)?.name ?? id) : '');
  const [first, second, third] = order;
  const lg = race.league.name;
  const podium: Text =
    second && third
      ? {
          ta: `${name(second)} இரண்டாம் இடமும், ${name(third)} மூன்றாம் இடமும் பிடித்தனர்.`,
          en: `${name(second)} finished second and ${name(third)} third.`,
        }
      : { ta: '', en: '' };
  const others = order.slice(3, 5).map((id, i) => `${i + 4}. ${name(id)}`);
  const rest: Text =
    others.length > 0
      ? { ta: `அடுத்த இடங்கள்: ${others.join(', ')}.`, en: `Next: ${others.join(', ')}.` }
      : { ta: '', en: '' };
  const lead: Text = {
    ta: `${lg.ta} போட்டியில் ${name(first)} முதலிடம் பிடித்து வெற்றி பெற்றார்.`,
    en: `${name(first)} won the ${lg.en}.`,
  };
  return {
    id: articleId(race.league.id, 'race'),
    sportId: race.sportId,
    publishedAt,
    headline: { ta: `${lg.ta}: ${name(first)} வெற்றி`, en: `${name(first)} wins the ${lg.en}` },
    lead,
    body: {
      ta: [podium.ta, rest.ta].filter((x) => x !== '').join('\n\n'),
      en: [podium.en, rest.en].filter((x) => x !== '').join('\n\n'),
    },
    participantIds: order.slice(0, 3),
    leagueIds: [race.league.id],
  };
}

/**
 * The highlights of a finished match. No video file is served: the url opens the match page at its
 * highlights section (`/ta/match/{sportId}_{code}/#highlights`, the event id without `g_`).
 */
export function videoOf(event: MatchEvent, league: League, publishedAt: number): Video {
  const code = event.id.replace(/^g_/, '');
  const has = event.homeScore !== undefined && event.awayScore !== undefined;
  const score = has ? ` ${event.homeScore}-${event.awayScore}` : '';
  const scoreTa = has ? ` ${taScore(event.homeScore ?? '')}-${taScore(event.awayScore ?? '')}` : '';
  return {
    id: alnumId('video', event.id),
    sportId: event.sportId,
    eventId: event.id,
    title: {
      ta: `${nationName(event.homeName, 'ta')}${scoreTa} ${nationName(event.awayName, 'ta')} | ${league.name.ta}: ஆட்டத்தின் சிறப்புத் தருணங்கள்`,
      en: `${event.homeName}${score} ${event.awayName} | ${league.name.en}: highlights`,
    },
    url: `/ta/match/${code}/#highlights`,
    durationS: 90 + (hash32('video', event.id) % 211),
    publishedAt,
  };
}
