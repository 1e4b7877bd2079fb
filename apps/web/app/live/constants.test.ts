import {
  PUSH_MAX_SUBJECTS,
  PUSH_PATH,
  PUSH_PROTOCOL_VERSION,
  PushCloseCode,
  PushErrorCode,
} from '@nerali/domain';
import { expect, it } from 'vitest';
import {
  PUSH_CLOSE_PROTOCOL_VERSION,
  PUSH_ERROR_CLIENT_TOO_OLD,
  PUSH_SUBJECTS_MAX,
  PUSH_VERSION,
  PUSH_WS_PATH,
} from './constants.ts';

// The live client copies these instead of importing protocol.ts (which would bring TypeBox to the browser).
it('the copied push protocol constants match the domain', () => {
  expect(PUSH_VERSION).toBe(PUSH_PROTOCOL_VERSION);
  expect(PUSH_WS_PATH).toBe(PUSH_PATH);
  expect(PUSH_CLOSE_PROTOCOL_VERSION).toBe(PushCloseCode.protocolVersion);
  expect(PUSH_ERROR_CLIENT_TOO_OLD).toBe(PushErrorCode.clientTooOld);
  expect(PUSH_SUBJECTS_MAX).toBe(PUSH_MAX_SUBJECTS);
});
