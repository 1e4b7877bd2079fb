/**
 * Ball-by-ball commentary of a cricket match, in Tamil and English: every ball ("18.3: Bumrah to
 * Rahul, FOUR, ..."), the end of each over (its runs, the score, the bowler's figures, the batters),
 * each wicket with how it fell and the batter's figures, the milestones (fifty, hundred, partnerships
 * of 50 and more), the start and end of each innings and the result. The Tamil reads as Tamil cricket
 * pages write it; names stay as written.
 *
 * The whole match is written once (a Test makes some 3,000 entries); each call only cuts it at match
 * second t and adds the closing line once the match is over.
 */
import {
  type Commentary,
  type CommentaryEntry,
  Dismissal,
  EventStage,
  ExtraKind,
  type Text,
  Winner,
} from '@nerali/domain';
import { Rng } from '../../prng.ts';
import { type Fixture, other, type Side } from '../../types.ts';
import { type CricketNaming, countUpTo, namedPlay } from './ball-by-ball.ts';
import { cricketPlay, KEEPER, type PlayBall } from './play.ts';
import { cricketStateAt, type CricketScript, oversText } from './script.ts';

type Entry = Omit<CommentaryEntry, 'seq'>;

interface Written {
  entries: Entry[];
  times: number[];
  end: Entry;
}

const written = new WeakMap<CricketScript, Written>();

const AFTER_DAY = [
  EventStage.afterDay1,
  EventStage.afterDay2,
  EventStage.afterDay3,
  EventStage.afterDay4,
  EventStage.afterDay5,
] as const;

/** Days as Tamil pages write them: "முதல் நாள்", not "1-ம் நாள்". */
const DAY_TA = ['முதல்', 'இரண்டாம்', 'மூன்றாம்', 'நான்காம்', 'ஐந்தாம்'];

const INNINGS_TA = ['முதல்', 'இரண்டாம்', 'மூன்றாம்', 'நான்காம்'];
const INNINGS_EN = ['first', 'second', 'third', 'fourth'];

const runsTa = (n: number) => (n === 1 ? '1 ரன்' : `${n} ரன்கள்`);
const runsEn = (n: number) => (n === 1 ? '1 run' : `${n} runs`);

/** A dismissal as the scorecard writes it, in both languages ("c Pant b Bumrah", "(கே) Pant (ப) Bumrah"). */
export function dismissalText(kind: Dismissal, bowler: string, fielder: string | undefined): Text {
  const f = fielder ?? '';
  switch (kind) {
    case Dismissal.caught:
      return { ta: `(கே) ${f} (ப) ${bowler}`, en: `c ${f} b ${bowler}` };
    case Dismissal.caughtAndBowled:
      return { ta: `(கே & ப) ${bowler}`, en: `c & b ${bowler}` };
    case Dismissal.bowled:
      return { ta: `(ப) ${bowler}`, en: `b ${bowler}` };
    case Dismissal.lbw:
      return { ta: `எல்பிடபிள்யூ (ப) ${bowler}`, en: `lbw b ${bowler}` };
    case Dismissal.runOut:
      return { ta: `ரன் அவுட் (${f})`, en: `run out (${f})` };
    case Dismissal.stumped:
      return { ta: `(ஸ்டம்பிங்) ${f} (ப) ${bowler}`, en: `st ${f} b ${bowler}` };
    case Dismissal.hitWicket:
      return { ta: `ஹிட் விக்கெட் (ப) ${bowler}`, en: `hit wicket b ${bowler}` };
    default:
      return { ta: 'ஆட்டமிழந்தார்', en: 'out' };
  }
}

/** The batter's line on the way out: "45 ரன்களில்" reads "ரன் எதுவும் எடுக்காமல்" for a duck. */
export function outFigures(runs: number, balls: number): Text {
  const facedTa = balls === 1 ? '1 பந்தில்' : `${balls} பந்துகளில்`;
  return runs === 0
    ? {
        ta: `${facedTa} ரன் எதுவும் எடுக்காமல் ஆட்டமிழந்தார்`,
        en: `out for a duck off ${balls} ${balls === 1 ? 'ball' : 'balls'}`,
      }
    : {
        ta: `${facedTa} ${runsTa(runs)} எடுத்து ஆட்டமிழந்தார்`,
        en: `out for ${runs} off ${balls} ${balls === 1 ? 'ball' : 'balls'}`,
      };
}

/** Lines for what happened off a ball, with some variety. */
const LINES: Record<string, { ta: string; en: string }[]> = {
  dot: [
    { ta: 'பந்துவீச்சாளரிடமே தடுத்து ஆடினார்', en: 'defended back down the pitch' },
    { ta: 'ஆஃப் ஸ்டம்புக்கு வெளியே பந்து கடந்து சென்றது', en: 'beaten outside off stump' },
    { ta: 'பாயிண்ட் திசையில் நேராக பீல்டரிடம் சென்றது', en: 'punched straight to point' },
    { ta: 'பந்தை ஆடாமல் விட்டுவிட்டார்', en: 'left alone outside off' },
    { ta: 'கவர் திசையில் தடுக்கப்பட்டது', en: 'driven but stopped in the covers' },
  ],
  one: [
    { ta: 'மிட்விக்கெட் திசையில் தட்டிவிட்டு ஒரு ரன் ஓடினார்', en: 'worked to midwicket for a single' },
    { ta: 'கவர் திசையில் தள்ளிவிட்டு ஒரு ரன்', en: 'pushed into the covers for one' },
    { ta: 'தேர்ட் மேன் திசையில் ஒரு ரன்', en: 'dabbed down to third man' },
    { ta: 'லாங்-ஆன் திசையில் அடித்து ஒரு ரன்', en: 'eased down to long-on' },
  ],
  two: [
    { ta: 'இடைவெளியில் அடித்து இரண்டு ரன்கள் ஓடினர்', en: 'driven into the gap, they come back for two' },
    { ta: 'லெக் சைடில் தட்டிவிட்டு இரண்டு ரன்கள்', en: 'flicked fine and they run two' },
  ],
  three: [
    {
      ta: 'எல்லைக்கோட்டுக்கு முன் பந்து தடுக்கப்பட்டது, மூன்று ரன்கள் ஓடினர்',
      en: 'chased down just inside the rope, they run three',
    },
  ],
  four: [
    { ta: 'அருமையான கவர் டிரைவ், பந்து எல்லைக்கோட்டை அடைந்தது', en: 'a cracking cover drive races to the fence' },
    { ta: 'வேகமாக புல் ஷாட் அடித்து பவுண்டரி', en: 'pulled hard, one bounce into the rope' },
    { ta: 'ஸ்லிப்பைக் கடந்து பந்து எல்லைக்கோட்டுக்குச் சென்றது', en: 'edged past slip and away to third man' },
    { ta: 'கால்களிலிருந்து தட்டிவிட்டு மேலும் ஒரு பவுண்டரி', en: 'flicked off the pads for four more' },
  ],
  six: [
    { ta: 'லாங்-ஆன் திசையில் மைதானத்துக்கு வெளியே பறந்தது', en: 'launched high over long-on' },
    { ta: 'ஸ்வீப் செய்து டீப் ஸ்கொயர் லெக் மேல் சிக்ஸர்', en: 'swept high over deep square leg' },
    { ta: 'இறங்கி வந்து பந்துவீச்சாளர் தலைக்கு மேல் அடித்தார்', en: "down the track and over the bowler's head" },
  ],
  wide: [
    { ta: 'லெக் சைடில் விலகிச் சென்றது', en: 'drifting down the leg side' },
    { ta: 'ஆஃப் ஸ்டம்புக்கு வெகு வெளியே வீசப்பட்டது', en: 'far too wide outside off' },
  ],
};

interface BatterFigures {
  runs: number;
  balls: number;
  fours: number;
  sixes: number;
}
interface BowlerFigures {
  legal: number;
  runs: number;
  wickets: number;
  maidens: number;
}

/** "4-0-28-2": overs, maidens, runs, wickets. */
const figures = (b: BowlerFigures) => `${oversText(b.legal)}-${b.maidens}-${b.runs}-${b.wickets}`;

function write(fx: Fixture, input: CricketNaming): Written {
  const { script } = input;
  const play = cricketPlay(script);
  const named = namedPlay(input);
  const rng = Rng.of(script.seed, 'cricket-commentary');
  const team = (side: Side) => (side === 0 ? fx.home.name : fx.away.name);
  const entries: Entry[] = [];
  const times: number[] = [];
  const push = (t: number, entry: Entry) => {
    entries.push(entry);
    times.push(t);
  };
  const line = (key: string) => rng.pick(LINES[key] ?? [{ ta: '', en: '' }]);
  entries.push({
    time: '0.0',
    kind: 'whistle',
    important: true,
    text: tossText(team(play.toss.winner), play.toss.elected),
  });
  times.push(0);
  let i = 0;
  script.innings.forEach((inn, k) => {
    const batting = inn.side;
    const fielding = other(batting);
    const bat = (place: number) => named.name(batting, place);
    const bowl = (place: number) => named.name(fielding, place);
    const batters = new Map<number, BatterFigures>();
    const bowlers = new Map<number, BowlerFigures>();
    const batter = (p: number) => {
      let f = batters.get(p);
      if (!f) batters.set(p, (f = { runs: 0, balls: 0, fours: 0, sixes: 0 }));
      return f;
    };
    const bowler = (p: number) => {
      let f = bowlers.get(p);
      if (!f) bowlers.set(p, (f = { legal: 0, runs: 0, wickets: 0, maidens: 0 }));
      return f;
    };
    let [runs, wickets, legal] = [0, 0, 0];
    let partnership = { runs: 0, balls: 0 };
    let overRuns = 0;
    let overConceded = 0;
    const score = () => `${runs}/${wickets}`;
    const opening = play.balls[i];
    if (opening && opening.innings === k) {
      push(opening.t, {
        time: '0.0',
        kind: 'info',
        important: true,
        text: {
          ta: `${team(batting)} அணியின் ${INNINGS_TA[k] ?? ''} இன்னிங்ஸ்: ${bat(0)}, ${bat(1)} தொடக்க பேட்ஸ்மேன்களாக களமிறங்கினர்; ${bowl(opening.bowler)} பந்துவீச்சைத் தொடங்குகிறார்.`,
          en: `${team(batting)} begin their ${INNINGS_EN[k] ?? ''} innings: ${bat(0)} and ${bat(1)} open the batting, ${bowl(opening.bowler)} has the new ball.`,
        },
      });
    }
    for (; i < play.balls.length && play.balls[i]?.innings === k; i++) {
      const b = play.balls[i] as PlayBall;
      const time = `${b.over}.${b.ball}`;
      const striker = batter(b.striker);
      const by = bowler(b.bowler);
      const extraRuns = b.extra?.runs ?? 0;
      const total = b.runs + extraRuns;
      const kind = b.extra?.kind;
      const isLegal = kind !== ExtraKind.wide && kind !== ExtraKind.noBall;
      runs += total;
      overRuns += total;
      partnership.runs += total;
      const conceded = b.runs + (kind === ExtraKind.wide || kind === ExtraKind.noBall ? extraRuns : 0);
      by.runs += conceded;
      overConceded += conceded;
      if (kind !== ExtraKind.wide) {
        striker.balls++;
        partnership.balls++;
      }
      striker.runs += b.runs;
      if (b.boundary === 4) striker.fours++;
      if (b.boundary === 6) striker.sixes++;
      if (isLegal) {
        legal++;
        by.legal++;
      }
      const head = {
        ta: `${bowl(b.bowler)} பந்துவீச்சில் ${bat(b.striker)}`,
        en: `${bowl(b.bowler)} to ${bat(b.striker)}`,
      };
      if (b.wicket) {
        wickets++;
        const w = b.wicket;
        if (w.kind !== Dismissal.runOut) by.wickets++;
        const outName = bat(w.out);
        const fielders = w.fielders?.map(bowl).join('/');
        const how = dismissalText(w.kind, bowl(b.bowler), fielders);
        const mine = batter(w.out);
        const fig = outFigures(mine.runs, mine.balls);
        const story = wicketStory(
          w.kind,
          w.fielders?.[0] === KEEPER,
          bowl(b.bowler),
          fielders ?? '',
          outName,
        );
        push(b.t, {
          time,
          kind: 'wicket',
          important: true,
          text: {
            ta: `${head.ta}: விக்கெட்! ${story.ta}. ${outName} ${how.ta} ${mine.runs} (${mine.balls}). ${outName} ${fig.ta}. ${team(batting)} ${score()}.`,
            en: `${head.en}, OUT! ${story.en.charAt(0).toUpperCase()}${story.en.slice(1)}. ${outName} ${how.en} ${mine.runs} (${mine.balls}). ${team(batting)} ${score()}.`,
          },
        });
        partnership = { runs: 0, balls: 0 };
      } else {
        const before = striker.runs - b.runs;
        push(b.t, { time, ...ballText(b, head, line) });
        for (const mark of [50, 100, 150, 200, 250, 300]) {
          if (before < mark && striker.runs >= mark) {
            const name = bat(b.striker);
            const hundred = mark % 100 === 0;
            push(b.t, {
              time,
              kind: 'milestone',
              important: true,
              text: {
                ta: `${hundred ? 'சதம்!' : 'அரைசதம்!'} ${name} ${striker.balls} பந்துகளில் ${striker.runs} ரன்கள் (${striker.fours} பவுண்டரி, ${striker.sixes} சிக்ஸர்).`,
                en: `${hundred ? 'HUNDRED' : 'FIFTY'} for ${name}! ${striker.runs} off ${striker.balls} balls (${striker.fours} fours, ${striker.sixes} sixes).`,
              },
            });
          }
        }
        const partnershipBefore = partnership.runs - total;
        const mark = Math.floor(partnership.runs / 50) * 50;
        if (mark >= 50 && partnershipBefore < mark) {
          const [x, y] = [bat(b.striker), bat(b.nonStriker)];
          push(b.t, {
            time,
            kind: 'milestone',
            important: false,
            text: {
              ta: `${x} - ${y} இணை ${partnership.balls} பந்துகளில் ${mark} ரன்கள் சேர்த்தது.`,
              en: `The partnership between ${x} and ${y} reaches ${mark} off ${partnership.balls} balls.`,
            },
          });
        }
      }
      const overDone = isLegal && legal % 6 === 0;
      const closes = wickets >= 10 || (script.overs > 0 && legal >= script.overs * 6);
      if (overDone) {
        if (overConceded === 0) by.maidens++;
        const maiden = overConceded === 0;
        // The batters at the crease after the over, as the play has them for the next ball.
        const next = play.balls[i + 1];
        const atCrease = next && next.innings === k ? [next.striker, next.nonStriker] : [];
        const crease = atCrease.map((p) => `${bat(p)} ${batter(p).runs} (${batter(p).balls})`).join(', ');
        if (!closes)
          push(b.t, {
            time: `${b.over + 1}.0`,
            kind: 'info',
            important: false,
            text: {
              ta: `ஓவர் ${b.over + 1} முடிவு: ${maiden ? 'மெய்டன் ஓவர்' : `இந்த ஓவரில் ${runsTa(overRuns)}`}. ${team(batting)} ${score()}. ${bowl(b.bowler)} ${figures(by)}.${crease ? ` ${crease}.` : ''}`,
              en: `End of over ${b.over + 1}: ${maiden ? 'a maiden' : runsEn(overRuns)}. ${team(batting)} ${score()}. ${bowl(b.bowler)} ${figures(by)}.${crease ? ` ${crease}.` : ''}`,
            },
          });
        overRuns = 0;
        overConceded = 0;
      }
    }
    if (inn.end === undefined) return;
    const overs = oversText(legal);
    const oversTa = `${overs} ஓவர்கள்`;
    const oversEn = `${overs} overs`;
    const closing: Text =
      wickets >= 10
        ? {
            ta: `${team(batting)} ${runs} ரன்களில் ஆல் அவுட் (${oversTa}).`,
            en: `${team(batting)} are all out for ${runs} (${oversEn}).`,
          }
        : inn.declared
          ? {
              ta: `${team(batting)} ${score()} என்ற நிலையில் டிக்ளேர் செய்தது (${oversTa}).`,
              en: `${team(batting)} declare at ${score()} (${oversEn}).`,
            }
          : {
              ta: `${team(batting)} அணியின் ${INNINGS_TA[k] ?? ''} இன்னிங்ஸ் முடிவு: ${score()} (${oversTa}).`,
              en: `End of the ${INNINGS_EN[k] ?? ''} innings: ${team(batting)} ${score()} (${oversEn}).`,
            };
    push(inn.end, { time: overs, kind: 'info', important: true, text: closing });
  });
  // Lunch, tea and stumps of a multi-day match, with the score at the break.
  for (const phase of script.phases) {
    const day = AFTER_DAY.indexOf(phase.stage as (typeof AFTER_DAY)[number]) + 1;
    const lunch = phase.stage === EventStage.lunch;
    if (!lunch && phase.stage !== EventStage.tea && day === 0) continue;
    const state = cricketStateAt(script, phase.start);
    const now = state.innings[state.innings.length - 1];
    const where = now ? ` ${team(now.side)} ${now.runs}/${now.wickets}.` : '';
    const text: Text =
      day > 0
        ? { ta: `${DAY_TA[day - 1] ?? ''} நாள் ஆட்ட நேர முடிவு.${where}`, en: `Stumps on day ${day}.${where}` }
        : lunch
          ? { ta: `மதிய உணவு இடைவேளை.${where}`, en: `Lunch.${where}` }
          : { ta: `தேநீர் இடைவேளை.${where}`, en: `Tea.${where}` };
    push(phase.start, { time: now ? oversText(now.legal) : '0', kind: 'info', important: day > 0, text });
  }
  // In time order; entries of the same second keep the order they were written in.
  const order = times.map((t, k) => k).sort((a, b) => (times[a] ?? 0) - (times[b] ?? 0) || a - b);
  return {
    entries: order.map((k) => entries[k] as Entry),
    times: order.map((k) => times[k] ?? 0),
    end: endEntry(fx, script, named.playerOfMatch),
  };
}

function tossText(winner: string, elected: 'bat' | 'bowl'): Text {
  return elected === 'bat'
    ? {
        ta: `டாஸ் வென்ற ${winner} அணி பேட்டிங் செய்ய முடிவு செய்தது.`,
        en: `${winner} won the toss and chose to bat.`,
      }
    : {
        ta: `டாஸ் வென்ற ${winner} அணி பந்துவீச்சைத் தேர்வு செய்தது.`,
        en: `${winner} won the toss and chose to bowl.`,
      };
}

function wicketStory(kind: Dismissal, keeper: boolean, bowler: string, fielder: string, out: string): Text {
  switch (kind) {
    case Dismissal.caught:
      return keeper
        ? { ta: `எட்ஜ் ஆனது, விக்கெட் கீப்பர் ${fielder} கேட்ச் பிடித்தார்`, en: `edged and taken behind by ${fielder}` }
        : { ta: `${fielder} கேட்ச் பிடித்தார்`, en: `straight to ${fielder}, who takes the catch` };
    case Dismissal.caughtAndBowled:
      return { ta: `${bowler} தானே கேட்ச் பிடித்தார்`, en: `${bowler} holds on to the return catch` };
    case Dismissal.bowled:
      return { ta: 'பந்து ஸ்டம்புகளைத் தகர்த்தது', en: 'through the gate and the stumps are shattered' };
    case Dismissal.lbw:
      return {
        ta: 'பந்து கால்காப்பில் பட்டது, நடுவர் விரலை உயர்த்தினார்',
        en: 'trapped in front, the finger goes up',
      };
    case Dismissal.runOut:
      return { ta: `${out} ரன் அவுட் ஆனார் (${fielder})`, en: `${out} is run out by ${fielder}` };
    case Dismissal.stumped:
      return {
        ta: `க்ரீஸை விட்டு வெளியே வந்தார், ${fielder} ஸ்டம்பிங் செய்தார்`,
        en: `down the track, missed it, and ${fielder} whips the bails off`,
      };
    case Dismissal.hitWicket:
      return { ta: 'தன் ஸ்டம்புகளைத் தானே தட்டிவிட்டார்', en: 'he has trodden on his own stumps' };
    default:
      return { ta: 'ஆட்டமிழந்தார்', en: 'out' };
  }
}

function ballText(b: PlayBall, head: Text, line: (key: string) => Text): Omit<Entry, 'time'> {
  const kind = b.extra?.kind;
  const say = (what: Text, flavour: Text | undefined, entryKind = 'ball', important = false) => ({
    kind: entryKind,
    important,
    text: {
      ta: `${head.ta}: ${what.ta}${flavour ? `${what.ta.endsWith('!') ? ' ' : ', '}${flavour.ta}` : ''}.`,
      en: `${head.en}, ${what.en}${flavour ? `, ${flavour.en}` : ''}.`,
    },
  });
  if (kind === ExtraKind.wide) return say({ ta: 'வைடு', en: 'wide' }, line('wide'));
  if (kind === ExtraKind.legBye || kind === ExtraKind.bye) {
    const n = b.extra?.runs ?? 0;
    const leg = kind === ExtraKind.legBye;
    return say(
      {
        ta: `${leg ? 'லெக் பை' : 'பை'} மூலம் ${runsTa(n)}`,
        en: `${n} ${leg ? 'leg bye' : 'bye'}${n === 1 ? '' : 's'}`,
      },
      undefined,
    );
  }
  const noBall = kind === ExtraKind.noBall;
  const offBat: Text =
    b.boundary === 6
      ? { ta: 'சிக்ஸர்!', en: 'SIX' }
      : b.boundary === 4
        ? { ta: 'பவுண்டரி!', en: 'FOUR' }
        : b.runs === 0
          ? { ta: 'ரன் இல்லை', en: 'no run' }
          : { ta: runsTa(b.runs), en: runsEn(b.runs) };
  const what: Text = noBall ? { ta: `நோ-பால், ${offBat.ta}`, en: `no ball, ${offBat.en}` } : offBat;
  const key =
    b.boundary === 6 ? 'six' : b.boundary === 4 ? 'four' : (['dot', 'one', 'two', 'three'][b.runs] ?? 'two');
  const entryKind = b.boundary === 6 ? 'six' : b.boundary === 4 ? 'four' : 'ball';
  return say(what, line(key), entryKind, b.boundary === 6);
}

function endEntry(fx: Fixture, script: CricketScript, playerOfMatch: string | undefined): Entry {
  const state = cricketStateAt(script, script.end);
  const team = (side: Side) => (side === 0 ? fx.home.name : fx.away.name);
  const runsOf = (side: Side) => state.innings.reduce((n, inn) => n + (inn.side === side ? inn.runs : 0), 0);
  let result: Text;
  if (script.winner === Winner.draw) {
    const tie =
      state.innings.length >= 2 &&
      runsOf(0) === runsOf(1) &&
      (script.overs > 0 || state.innings.length === 4);
    result = tie
      ? { ta: 'ஆட்டம் சமநிலையில் (டை) முடிந்தது.', en: 'The match is tied.' }
      : { ta: 'ஆட்டம் டிராவில் முடிந்தது.', en: 'The match is drawn.' };
  } else {
    const winner: Side = script.winner === Winner.home ? 0 : 1;
    const last = state.innings[state.innings.length - 1];
    const margin = runsOf(winner) - runsOf(other(winner));
    if (last && last.side === winner && !(state.innings.length === 3))
      result = {
        ta: `${team(winner)} ${10 - last.wickets} விக்கெட் வித்தியாசத்தில் வெற்றி பெற்றது.`,
        en: `${team(winner)} win by ${10 - last.wickets} ${10 - last.wickets === 1 ? 'wicket' : 'wickets'}.`,
      };
    else if (state.innings.length === 3 && script.overs === 0)
      result = {
        ta: `${team(winner)} இன்னிங்ஸ் மற்றும் ${runsTa(margin)} வித்தியாசத்தில் வெற்றி பெற்றது.`,
        en: `${team(winner)} win by an innings and ${runsEn(margin)}.`,
      };
    else
      result = {
        ta: `${team(winner)} ${runsTa(margin)} வித்தியாசத்தில் வெற்றி பெற்றது.`,
        en: `${team(winner)} win by ${runsEn(margin)}.`,
      };
  }
  const star: Text = playerOfMatch
    ? { ta: ` ஆட்ட நாயகன்: ${playerOfMatch}.`, en: ` Player of the match: ${playerOfMatch}.` }
    : { ta: '', en: '' };
  return {
    time: 'FT',
    kind: 'whistle',
    important: true,
    text: {
      ta: `ஆட்டம் முடிந்தது. ${result.ta}${star.ta}`,
      en: `That is the end of the match. ${result.en}${star.en}`,
    },
  };
}

/** The commentary document at match second t, newest first, as live commentary reads. */
export function cricketCommentary(fx: Fixture, input: CricketNaming, t: number, final: boolean): Commentary {
  let w = written.get(input.script);
  if (!w) {
    w = write(fx, input);
    written.set(input.script, w);
  }
  const n = countUpTo(w.times, t);
  const entries: CommentaryEntry[] = [];
  if (final) entries.push({ seq: n + 1, ...w.end });
  for (let k = n - 1; k >= 0; k--) {
    const e = w.entries[k];
    if (e) entries.push({ seq: k + 1, ...e });
  }
  return { eventId: input.eventId, entries };
}
