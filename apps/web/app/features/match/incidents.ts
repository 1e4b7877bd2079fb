/**
 * How an incident is said and drawn: its word (the `incident.*` catalogue), its mark (a small CSS
 * shape, never an English letter), and what its second player is (an assist, the player going off,
 * the bowler). Kinds are the domain's IncidentKind numbers (SPEC.md DET1).
 */
import { ClockFamily, type DecodedIncident, IncidentKind, type SportInfo } from '@nerali/domain';
import type { T } from '../../i18n/index.ts';
import { setNoun } from '../../kit/event/status.ts';
import { sportFacts } from '../../kit/sport-facts.ts';

const K = IncidentKind;

type IncidentWord = Exclude<keyof typeof K, 'setWon'>;

const WORD_OF: ReadonlyMap<number, IncidentWord> = new Map(
  (Object.entries(K) as [keyof typeof K, number][])
    .filter((entry): entry is [IncidentWord, number] => entry[0] !== 'setWon')
    .map(([word, kind]) => [kind, word]),
);

/** The incident's word: "கோல்", "மஞ்சள் அட்டை", "3-வது செட் வெற்றி" is said "செட் வெற்றி". */
export function incidentWord(kind: number, sport: SportInfo, t: T): string {
  if (kind === K.setWon) return t('incident.setWon', { part: t(`part.${setNoun(sport.id)}`) });
  const word = WORD_OF.get(kind);
  return word ? t(`incident.${word}`) : t('incident.other');
}

/** The mark's CSS class: goals a ball, cards a card of their colour, a change two arrows. */
export function incidentMark(kind: number): string {
  switch (kind) {
    case K.goal:
    case K.penaltyGoal:
    case K.shootoutScored:
      return 'mk-goal';
    case K.ownGoal:
      return 'mk-goal mk-own';
    case K.penaltyMissed:
    case K.shootoutMissed:
      return 'mk-miss';
    case K.yellowCard:
      return 'mk-yc';
    case K.secondYellow:
      return 'mk-yc2';
    case K.redCard:
      return 'mk-rc';
    case K.substitution:
      return 'mk-sub';
    case K.wicket:
      return 'mk-wk';
    case K.four:
    case K.six:
      return 'mk-bd';
    default:
      return 'mk-pt';
  }
}

/** The second player of a wicket or a boundary is the bowler (cricket), elsewhere an assist. */
function bowledBy(sport: SportInfo): boolean {
  const facts = sportFacts(sport);
  return facts.kind === 'duel' && facts.match.secondPlayer === 'bowler';
}

/** The line under the player: who assisted, who went off, who bowled. Null when there is none. */
export function secondLine(incident: DecodedIncident<unknown>, sport: SportInfo, t: T): string | null {
  const name = incident.secondPlayer;
  if (!name) return null;
  switch (incident.kind) {
    case K.substitution:
      return t('incident.playerOff', { name });
    case K.wicket:
    case K.four:
    case K.six:
      return bowledBy(sport) ? t('incident.bowler', { name }) : t('incident.assist', { name });
    default:
      return t('incident.assist', { name });
  }
}

/** Sports whose incident times are minutes (shown with an apostrophe, said "n-வது நிமிடம்"). */
export function timeIsMinute(sport: SportInfo): boolean {
  return (
    sport.clock === ClockFamily.halves ||
    sport.clock === ClockFamily.rugby ||
    sport.clock === ClockFamily.kabaddi ||
    sport.clock === ClockFamily.aussieRules
  );
}

/** How a screen reader hears the incident's time. */
export function spokenTime(time: string, sport: SportInfo, t: T): string {
  if (timeIsMinute(sport)) return t('incident.minute', { time });
  const facts = sportFacts(sport);
  if (facts.kind === 'duel' && facts.match.incidentTime === 'over') return t('incident.over', { time });
  return t('incident.at', { time });
}
