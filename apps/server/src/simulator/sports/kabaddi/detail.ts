/**
 * What kabaddi adds to its detail documents: the raids document (every raid and break played up to the
 * match second t, never one after it) and the commentary written from the same entries, a line a raid,
 * in Tamil and English. Players are named from the team sheets.
 */
import {
  type Commentary,
  type CommentaryEntry,
  EventStage,
  type KabaddiEntry,
  type KabaddiRaid,
  type KabaddiRaids,
  RaidResult,
  type SideNo,
  SUPER_RAID_POINTS,
  type Text,
} from '@nerali/domain';
import type { SheetPlayer, TeamSheet } from '../../detail/team-sheet.ts';
import type { NamedIncident } from '../../detail/named-incidents.ts';
import { type Fixture, type Side, type SimIncident, other } from '../../types.ts';
import { kabaddiClock, type KabaddiScript, type SimEntry } from './script.ts';

type Sheets = readonly [TeamSheet, TeamSheet];

/** The name at a sheet place: 0-6 the starters, then the bench. */
export function placeName(sheet: TeamSheet | undefined, place: number | undefined): string | undefined {
  if (!sheet || place === undefined) return undefined;
  const p: SheetPlayer | undefined =
    sheet.starters[place] ?? sheet.substitutes[place - sheet.starters.length];
  return p?.name;
}

/** The incidents named only where the script knows the player (an all out or a time-out names nobody). */
export function nameKabaddiIncidents(base: readonly SimIncident[], sheets: Sheets): NamedIncident[] {
  return base.map((inc) => {
    const name = placeName(sheets[inc.side], inc.player);
    return name === undefined ? { ...inc } : { ...inc, name };
  });
}

const sideNo = (side: Side): SideNo => (side === 0 ? 1 : 2);

function entryOf(
  e: SimEntry,
  seq: number,
  script: KabaddiScript,
  sheets: Sheets,
  time: number,
): KabaddiEntry {
  const name = (side: Side, place: number) => placeName(sheets[side], place) ?? `#${place + 1}`;
  const base = { seq, half: e.part + 1, clock: kabaddiClock(script, e.t), time };
  const side = sideNo(e.side);
  switch (e.kind) {
    case 'timeOut':
      return { ...base, kind: 'timeOut', side };
    case 'substitution':
      return {
        ...base,
        kind: 'substitution',
        side,
        playerOn: name(e.side, e.on),
        playerOff: name(e.side, e.off),
      };
    case 'card': {
      const card: KabaddiEntry = {
        ...base,
        kind: 'card',
        side,
        card: e.card,
        player: name(e.side, e.player),
      };
      return e.technical > 0 ? { ...card, technical: e.technical } : card;
    }
    case 'technicalPoint':
      return {
        ...base,
        kind: 'technicalPoint',
        side,
        points: e.technical,
        reason: { ta: 'ரெய்டு தொடங்கத் தாமதம்', en: 'raid not started in time' },
      };
    case 'raid': {
      const defence = other(e.side);
      const raid: KabaddiRaid = {
        ...base,
        kind: 'raid',
        side,
        raider: name(e.side, e.raider),
        onCourtBefore: [e.onCourtBefore[0], e.onCourtBefore[1]],
        result: e.result,
        touched: e.touched.map((p) => name(defence, p)),
        bonus: e.bonus,
        points: [e.points[0], e.points[1]],
        score: [0, 0],
      };
      if (e.tackler !== undefined) raid.tackledBy = name(defence, e.tackler);
      if (e.assist !== undefined) raid.assist = name(defence, e.assist);
      if (e.superTackle) raid.superTackle = true;
      if (e.doOrDie) raid.doOrDie = true;
      if (e.golden) raid.golden = true;
      if (e.allOut !== undefined) raid.allOut = sideNo(e.allOut);
      return raid;
    }
  }
}

/** The raids document at match second t: only what has been played. */
export function raidsDocument(
  eventId: string,
  script: KabaddiScript,
  t: number,
  sheets: Sheets,
  clockOf: (t: number) => number,
): KabaddiRaids {
  const entries: KabaddiEntry[] = [];
  const score: [number, number] = [0, 0];
  for (const e of script.entries) {
    if (e.t > t) break;
    score[0] += e.points[0];
    score[1] += e.points[1];
    const entry = entryOf(e, entries.length + 1, script, sheets, clockOf(e.t));
    if (entry.kind === 'raid') entry.score = [score[0], score[1]];
    entries.push(entry);
  }
  return { eventId, entries };
}

const list = (names: readonly string[], and: string) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1] ?? ''}`;

/** The commentary line of an entry, in both languages; `teams` are [home, away] names. */
export function entryLine(e: KabaddiEntry, teams: readonly [string, string]): Omit<CommentaryEntry, 'seq'> {
  const team = teams[e.side - 1] ?? '';
  const rival = teams[2 - e.side] ?? '';
  const line = (kind: string, important: boolean, text: Text) => ({ time: e.clock, kind, important, text });
  switch (e.kind) {
    case 'timeOut':
      return line('info', false, { ta: `${team} டைம் அவுட் எடுத்தது.`, en: `Time-out called by ${team}.` });
    case 'substitution':
      return line('substitution', false, {
        ta: `${team} மாற்றம்: ${e.playerOn} உள்ளே, ${e.playerOff} வெளியே.`,
        en: `Substitution for ${team}: ${e.playerOn} on, ${e.playerOff} off.`,
      });
    case 'technicalPoint':
      return line('info', false, {
        ta: `${team} விதிமீறல் (${e.reason?.ta ?? 'நடுவர் முடிவு'}): ${rival} அணிக்கு தொழில்நுட்பப் புள்ளி.`,
        en: `${team} break a rule (${e.reason?.en ?? "referee's call"}): a technical point to ${rival}.`,
      });
    case 'card': {
      const tech = e.technical
        ? { ta: ` ${rival} அணிக்கு தொழில்நுட்பப் புள்ளி.`, en: ` A technical point to ${rival}.` }
        : { ta: '', en: '' };
      const card =
        e.card === 'green'
          ? { ta: 'பச்சை அட்டை (எச்சரிக்கை)', en: 'a green card (a warning)' }
          : e.card === 'yellow'
            ? { ta: 'மஞ்சள் அட்டை; இரண்டு நிமிடம் வெளியே', en: 'a yellow card: two minutes off' }
            : { ta: 'சிவப்பு அட்டை; ஆட்டத்திலிருந்து வெளியேற்றம்', en: 'a red card: off for the match' };
      return line('card', e.card !== 'green', {
        ta: `${e.player} (${team}) ${card.ta}.${tech.ta}`,
        en: `${e.player} (${team}) is shown ${card.en}.${tech.en}`,
      });
    }
    case 'raid':
      return raidLine(e, team, rival, line);
  }
}

function raidLine(
  e: KabaddiRaid,
  team: string,
  rival: string,
  line: (kind: string, important: boolean, text: Text) => Omit<CommentaryEntry, 'seq'>,
): Omit<CommentaryEntry, 'seq'> {
  const score = `${e.score[0]}-${e.score[1]}`;
  const raidPoints = e.touched.length + (e.bonus ? 1 : 0);
  const lead = e.golden
    ? { ta: 'கோல்டன் ரெய்டு! ', en: 'Golden raid! ' }
    : e.doOrDie
      ? { ta: 'டூ ஆர் டை ரெய்டு! ', en: 'Do-or-die raid! ' }
      : { ta: '', en: '' };
  let text: Text;
  let important = e.doOrDie === true || e.golden === true;
  switch (e.result) {
    case RaidResult.successful: {
      const bonus = e.bonus ? { ta: ' போனஸ் புள்ளியும் சேர்த்து', en: ' with the bonus' } : { ta: '', en: '' };
      if (e.touched.length === 0) {
        text = {
          ta: `${e.raider} (${team}) போனஸ் கோட்டைத் தாண்டி போனஸ் புள்ளி பெற்றார்.`,
          en: `${e.raider} (${team}) crosses the bonus line: a bonus point.`,
        };
      } else {
        // One defender: "A4-ஐத் தொட்டு"; more: "A4, A6 ஆகியோரைத் தொட்டு".
        const names = {
          ta: e.touched.length === 1 ? `${e.touched[0] ?? ''}-ஐத்` : `${e.touched.join(', ')} ஆகியோரைத்`,
          en: list(e.touched, 'and'),
        };
        const head =
          raidPoints >= SUPER_RAID_POINTS ? { ta: 'சூப்பர் ரெய்டு! ', en: 'Super raid! ' } : { ta: '', en: '' };
        if (raidPoints >= SUPER_RAID_POINTS) important = true;
        text = {
          ta: `${head.ta}${e.raider} (${team}) ${names.ta} தொட்டு${bonus.ta} ${raidPoints} புள்ளி${raidPoints > 1 ? 'கள்' : ''} பெற்றார்.`,
          en: `${head.en}${e.raider} (${team}) touches ${names.en}${bonus.en}: ${raidPoints} point${raidPoints > 1 ? 's' : ''}.`,
        };
      }
      break;
    }
    case RaidResult.tackled: {
      important ||= e.superTackle === true;
      const who = e.tackledBy ?? rival;
      const bonus = e.bonus ? { ta: ' போனஸ் புள்ளி பெற்ற பின்', en: ' takes the bonus but' } : { ta: '', en: '' };
      text = e.superTackle
        ? {
            ta: `சூப்பர் டேக்கிள்! களத்தில் மூவர் அல்லது குறைவானவர்களே இருந்தும் ${who} (${rival}) ரெய்டுக்கு வந்த ${e.raider}-ஐ மடக்கிப் பிடித்தார்; 2 புள்ளிகள்.`,
            en: `Super tackle! With three or fewer on court, ${who} (${rival}) stops ${e.raider}: 2 points.`,
          }
        : {
            ta: `டேக்கிள்! ரெய்டுக்கு வந்த ${e.raider} (${team})${bonus.ta} பிடிபட்டார்; ${who} டேக்கிள் புள்ளி பெற்றார்.`,
            en: `Tackle! ${e.raider} (${team})${bonus.en} is stopped by ${who}.`,
          };
      break;
    }
    case RaidResult.doOrDieFailed:
      text = {
        ta: `${e.raider} (${team}) புள்ளி எதுவும் எடுக்கவில்லை; ஆட்டமிழந்தார், ${rival} அணிக்கு ஒரு புள்ளி.`,
        en: `${e.raider} (${team}) fails to score and is out: a point to ${rival}.`,
      };
      break;
    case RaidResult.empty:
      text = {
        ta: `${e.raider} (${team}) வெற்று ரெய்டு; புள்ளி எதுவும் இல்லை.`,
        en: `Empty raid by ${e.raider} (${team}): no points.`,
      };
      break;
  }
  let tail: Text = { ta: ` ஸ்கோர் ${score}.`, en: ` ${score}.` };
  if (e.allOut !== undefined) {
    important = true;
    const down = e.allOut === e.side ? team : rival;
    const up = e.allOut === e.side ? rival : team;
    tail = {
      ta: ` ஆல் அவுட்! ${down} அணியின் அனைவரும் வெளியேறினர்; ${up} அணிக்கு 2 கூடுதல் புள்ளிகள். ஸ்கோர் ${score}.`,
      en: ` ALL OUT! ${down} have nobody left on court: 2 extra points to ${up}. ${score}.`,
    };
  }
  return line(e.result === RaidResult.tackled ? 'tackle' : 'raid', important, {
    ta: `${lead.ta}${text.ta}${tail.ta}`,
    en: `${lead.en}${text.en}${tail.en}`,
  });
}

/** The commentary at match second t, newest first: the start, a line per entry, the breaks, the end. */
export function raidCommentary(fx: Fixture, doc: KabaddiRaids, script: KabaddiScript, t: number): Commentary {
  const teams = [fx.home.name, fx.away.name] as const;
  const entries: Omit<CommentaryEntry, 'seq'>[] = [
    {
      time: '00:00',
      kind: 'whistle',
      important: true,
      text: { ta: 'ஆட்டம் தொடங்கியது!', en: 'We are under way!' },
    },
  ];
  const score: [number, number] = [0, 0];
  const scoreText = () => `${score[0]}-${score[1]}`;
  // The breaks of play, each said once its time has come (after the last entry before it).
  const marks = script.phases
    .filter((p) => p.stage === EventStage.halfTime || p.stage === EventStage.breakTime)
    .map((p) => ({ t: p.start, halfTime: p.stage === EventStage.halfTime }));
  let mark = 0;
  const marksUpTo = (until: number) => {
    for (; mark < marks.length && (marks[mark]?.t ?? Infinity) <= until; mark++) {
      const halfTime = marks[mark]?.halfTime === true;
      entries.push({
        time: halfTime ? '20:00' : '40:00',
        kind: 'whistle',
        important: true,
        text: halfTime
          ? { ta: `முதல் பாதி முடிந்தது. ஸ்கோர் ${scoreText()}.`, en: `Half-time: ${scoreText()}.` }
          : {
              ta: `ஆட்டம் சமநிலையில் (${scoreText()}); கூடுதல் நேரம் ஆடப்படும்.`,
              en: `Level at ${scoreText()}: extra time to come.`,
            },
      });
    }
  };
  doc.entries.forEach((e, i) => {
    marksUpTo(script.entries[i]?.t ?? 0);
    const points = script.entries[i]?.points ?? [0, 0];
    score[0] += points[0];
    score[1] += points[1];
    entries.push(entryLine(e, teams));
  });
  marksUpTo(t);
  if (t >= script.end) {
    entries.push({
      time: kabaddiClock(script, script.end - 1),
      kind: 'whistle',
      important: true,
      text: {
        ta: `ஆட்டம் முடிந்தது! இறுதி ஸ்கோர் ${scoreText()}.`,
        en: `Full time! The final score is ${scoreText()}.`,
      },
    });
  }
  const numbered = entries.map((e, i) => ({ seq: i + 1, ...e }));
  return { eventId: fx.id, entries: numbered.reverse() };
}
