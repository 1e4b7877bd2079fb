import {
  PERIOD_UPDATE_ACTIVE_S,
  PUSH_MAX_SUBJECTS,
  PUSH_PATH,
  PUSH_PROTOCOL_VERSION,
  PushCloseCode,
  PushErrorCode,
} from '@nerali/domain';
import { expect, it } from 'vitest';
import {
  CORRECTION_HIGHLIGHT_MS,
  COUNTER_HIGHLIGHT_MS,
  PENALTY_HIGHLIGHT_MS,
  PUSH_CLOSE_PROTOCOL_VERSION,
  PUSH_ERROR_CLIENT_TOO_OLD,
  PUSH_SUBJECTS_MAX,
  PUSH_VERSION,
  PUSH_WS_PATH,
  SCORES_CHANGED_HIGHLIGHT_MS,
} from './constants.ts';

// The live client copies these instead of importing protocol.ts (which would bring TypeBox to the browser).
it('the copied push protocol constants match the domain', () => {
  expect(PUSH_VERSION).toBe(PUSH_PROTOCOL_VERSION);
  expect(PUSH_WS_PATH).toBe(PUSH_PATH);
  expect(PUSH_CLOSE_PROTOCOL_VERSION).toBe(PushCloseCode.protocolVersion);
  expect(PUSH_ERROR_CLIENT_TOO_OLD).toBe(PushErrorCode.clientTooOld);
  expect(PUSH_SUBJECTS_MAX).toBe(PUSH_MAX_SUBJECTS);
});

it('[S1 9.11] [S1 9.12] [S1 9.13] [S1 9.14] the highlight times are the spec’s: correction 15 s, penalty, counter and scores-changed 60 s', () => {
  expect(CORRECTION_HIGHLIGHT_MS).toBe(15_000);
  expect(PENALTY_HIGHLIGHT_MS).toBe(60_000);
  expect(COUNTER_HIGHLIGHT_MS).toBe(60_000);
  expect(SCORES_CHANGED_HIGHLIGHT_MS).toBe(60_000);
  // The counter mark lasts as long as the domain keeps a period update time active (spec §4 "Game clock").
  expect(COUNTER_HIGHLIGHT_MS).toBe(PERIOD_UPDATE_ACTIVE_S * 1000);
});
