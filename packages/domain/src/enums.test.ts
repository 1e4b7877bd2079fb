import { describe, expect, it } from 'vitest';
import {
  CricketGameType,
  DEFAULT_ODDS_FORMAT,
  EventStage,
  HolderScope,
  OddsFormat,
  RaceCategory,
  RedirectorType,
  Side,
  SourceType,
  StageType,
  TournamentType,
  Winner,
} from './enums.ts';

describe('enumerations carry the wire values of the spec', () => {
  it('[ENUM1] stage types: 1 scheduled, 2 live, 3 finished', () => {
    expect(StageType).toEqual({ scheduled: 1, live: 2, finished: 3 });
  });

  it('[ENUM2] event stages numbered by the spec', () => {
    expect(EventStage).toMatchObject({
      scheduled: 1,
      live: 2,
      finished: 3,
      postponed: 4,
      canceled: 5,
      extraTime: 6,
      penalties: 7,
      retired: 8,
      walkover: 9,
      afterExtraTime: 10,
      afterPenalties: 11,
      firstHalf: 12,
      secondHalf: 13,
      firstPeriod: 14,
      thirdPeriod: 16,
      firstSet: 17,
      fifthSet: 21,
      firstQuarter: 22,
      fourthQuarter: 25,
      firstInning: 26,
      extraInning: 35,
      interrupted: 36,
      abandoned: 37,
      halfTime: 38,
      timeOut: 39,
      pending: 42,
      delayed: 43,
      suspended: 44,
      toFinish: 45,
      paused: 46,
      awarded: 54,
      golfRound1: 65,
      golfRound4: 68,
      firstAndSecondHalf: 9999,
    });
  });

  it('[ENUM2] every stage has its own number', () => {
    const values = Object.values(EventStage);
    expect(new Set(values).size).toBe(values.length);
  });

  it('[ENUM2] stages the spec names without numbers stay clear of the numbered ranges', () => {
    const ours = [
      EventStage.afterDay1,
      EventStage.afterDay5,
      EventStage.lunch,
      EventStage.tea,
      EventStage.medicalTimeout,
      EventStage.breakTime,
    ];
    for (const v of ours) expect(v > 68 && v < 9999).toBe(true);
  });

  it('[ENUM3] winner: unknown -1, draw 0, home 1, away 2', () => {
    expect(Winner).toEqual({ unknown: -1, draw: 0, home: 1, away: 2 });
  });

  it('[ENUM4] side: unknown 0, home 1, away 2', () => {
    expect(Side).toEqual({ unknown: 0, home: 1, away: 2 });
  });

  it('[ENUM5] tournament types t, p, s, c', () => {
    expect(TournamentType).toEqual({ top: 't', primary: 'p', secondary: 's', closed: 'c' });
  });

  it('[ENUM6] race categories and tabs', () => {
    expect(RaceCategory).toEqual({
      all: 0,
      live: 1,
      finished: 2,
      scheduled: 3,
      odds: 4,
      myGames: 5,
      tv: 8,
      audio: 9,
    });
  });

  it('[ENUM7] odds formats eu 1 to in 6, default eu', () => {
    expect(OddsFormat).toEqual({ eu: 1, uk: 2, us: 3, hk: 4, ma: 5, in: 6 });
    expect(DEFAULT_ODDS_FORMAT).toBe('eu');
  });

  it('[ENUM8] holder scopes', () => {
    expect(Object.values(HolderScope).sort()).toEqual(['archive', 'default', 'mygames', 'temporary']);
  });

  it('[ENUM9] cricket game types', () => {
    expect(CricketGameType).toEqual({ test: 5149866, odi: 5149867, t20: 5149868 });
  });

  it('[ENUM10] redirector types', () => {
    expect(RedirectorType).toEqual({
      event: 1,
      tournamentTemplate: 2,
      participant: 3,
      player: 4,
      detailPage: 5,
    });
  });

  it('[ENUM11] source types', () => {
    expect(SourceType).toEqual({ unknown: -1, no: 0, yes: 1, finalResultOnly: 2 });
  });
});
