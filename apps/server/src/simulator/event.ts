/**
 * From match time to the model: which phase a match is in, the counted minute, and the MatchEvent that
 * a view becomes once its match seconds are mapped to the clock.
 */
import {
  ClockFamily,
  EventStage,
  MATCH_STANDING_FIELDS,
  type MatchEvent,
  isTotallyFinished,
  StageType,
  sportById,
} from '@nerali/domain';
import { CRICKET_STUMPS_S } from './sports/cricket/script-model.ts';
import type { Fixture, MatchView, Phase } from './types.ts';

/** The phase in force at match second t: the last one that started at or before t. */
export function phaseAt<P extends Phase>(phases: readonly P[], t: number): P {
  let found = phases[0];
  if (!found) throw new RangeError('phaseAt: no phases');
  for (const phase of phases) {
    if (phase.start > t) break;
    found = phase;
  }
  return found;
}

/**
 * Counted minute as a scoreboard writes it: the first minute of a half is "1" (or "46"), and minutes
 * past the regular length are added time, "45+2". `elapsed` is seconds since the period started.
 */
export function countedMinute(elapsed: number, baseMin: number, regularMin: number): string {
  const minute = Math.floor(elapsed / 60) + 1;
  return minute > regularMin ? `${baseMin + regularMin}+${minute - regularMin}` : `${baseMin + minute}`;
}

/**
 * Stages after which nothing more is played today. After-day stages count as finished too: spec 1 §4
 * says an event is "totally finished" when its stage type is finished and it is not after-day, so a
 * Test match at stumps is stage type finished, stage "after day N", and resumes the next morning.
 */
const FINISHED_STAGES: ReadonlySet<EventStage> = new Set<EventStage>([
  EventStage.finished,
  EventStage.retired,
  EventStage.walkover,
  EventStage.afterExtraTime,
  EventStage.afterPenalties,
  EventStage.afterDay1,
  EventStage.afterDay2,
  EventStage.afterDay3,
  EventStage.afterDay4,
  EventStage.afterDay5,
]);

export function stageTypeOf(stage: EventStage): StageType {
  if (stage === EventStage.scheduled) return StageType.scheduled;
  return FINISHED_STAGES.has(stage) ? StageType.finished : StageType.live;
}

/**
 * [S1 3.12] Match seconds from the start to the scheduled close of a multi-day event: a Test match's
 * last day at stumps (cricket's play windows: sports/cricket/script.ts); undefined for a one-day event.
 */
export function scheduledEndOf(fx: Fixture): number | undefined {
  if (fx.format.sport !== 'cricket' || fx.format.days <= 0) return undefined;
  return (fx.format.days - 1) * 86_400 + CRICKET_STUMPS_S;
}

/**
 * The MatchEvent of a fixture: scheduled when `view` is null, else the view with its match seconds
 * mapped to unix seconds at the given speed. Fields are added in one fixed order so that two events
 * with the same content serialise identically (the simulator compares them as JSON).
 */
export function toMatchEvent(fx: Fixture, view: MatchView | null, speed: number): MatchEvent {
  const event: MatchEvent = {
    id: fx.id,
    sportId: fx.sportId,
    leagueId: fx.leagueId,
    startTime: fx.startTime,
    stageType: view ? stageTypeOf(view.stage) : StageType.scheduled,
    stage: view ? view.stage : EventStage.scheduled,
    homeId: fx.home.id,
    awayId: fx.away.id,
    homeName: fx.home.name,
    awayName: fx.away.name,
  };
  if (fx.home.shortName) event.homeShortName = fx.home.shortName;
  if (fx.away.shortName) event.awayShortName = fx.away.shortName;
  if (!view) {
    const scheduledEnd = scheduledEndOf(fx);
    if (scheduledEnd !== undefined) event.endTime = Math.floor(fx.startTime + scheduledEnd / speed);
    return event;
  }
  const clockS = (matchS: number) => Math.floor(fx.startTime + matchS / speed);
  event.stageStartTime = clockS(view.stageStart);
  // At speed 1 the client derives the minute from stageStartTime; faster, it must be told. Sports the
  // domain has no clock for (handball, futsal, field hockey ...: CLK9) are always told the minute.
  const told = speed !== 1 || sportById(fx.sportId)?.clock === ClockFamily.none;
  const gameTime = view.gameTime ?? (told ? view.minute : undefined);
  if (gameTime !== undefined) event.gameTime = gameTime;
  const optional = [...MATCH_STANDING_FIELDS, 'results', 'infoNotice'] as const;
  for (const key of optional) {
    const value = view[key];
    if (value !== undefined) (event as unknown as Record<string, unknown>)[key] = value;
  }
  if (view.scoreChanged !== undefined) event.scoreChangedAt = clockS(view.scoreChanged);
  // [S1 3.15] The period was last updated when the stage began (a board marks it for 60 s: 4.11).
  if (event.stageType === StageType.live) event.periodUpdatedAt = event.stageStartTime;
  if (view.penalty) {
    event.penalty = {
      updatedAt: clockS(view.penalty.t),
      incidentId: view.penalty.id,
      stage: view.penalty.stage,
    };
  }
  // [S1 3.12] An event that is over ended when its last stage began; a multi-day one (a Test match)
  // carries its scheduled close until then.
  const scheduledEnd = scheduledEndOf(fx);
  if (isTotallyFinished(event)) {
    if (event.stageStartTime > event.startTime) event.endTime = event.stageStartTime;
  } else if (scheduledEnd !== undefined) event.endTime = clockS(scheduledEnd);
  return event;
}
