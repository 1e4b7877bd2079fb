import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import {
  ClientMessage,
  DataMessage,
  ErrorMessage,
  HelloMessage,
  PUSH_MAX_SUBJECTS,
  PUSH_MIN_CLIENT_VERSION,
  PUSH_PROTOCOL_VERSION,
  PushCloseCode,
  PushErrorCode,
  ServerMessage,
  SUBJECT_RE,
  WelcomeMessage,
} from './protocol.ts';

describe('push protocol', () => {
  it('[PSH1] a hello carries the client version and its subjects', () => {
    expect(Value.Check(HelloMessage, { t: 'hello', v: 1, subs: ['sys_1', 'u_1_1'] })).toBe(true);
    expect(Value.Check(HelloMessage, { t: 'hello', subs: [] })).toBe(false);
    expect(Value.Check(HelloMessage, { t: 'hello', v: -1, subs: [] })).toBe(false);
    expect(Value.Check(HelloMessage, { t: 'hello', v: 1.5, subs: [] })).toBe(false);
  });

  it('[PSH1] a welcome carries the server version and each subject sequence number', () => {
    expect(Value.Check(WelcomeMessage, { t: 'welcome', v: 1, seqs: { u_1_1: 41, sys_1: 0 } })).toBe(true);
    expect(Value.Check(WelcomeMessage, { t: 'welcome', v: 1, seqs: { u_1_1: '41' } })).toBe(false);
  });

  it('[PSH2] speaks one version range and names both ways of being out of it', () => {
    expect(PUSH_MIN_CLIENT_VERSION).toBeLessThanOrEqual(PUSH_PROTOCOL_VERSION);
    expect(PushErrorCode.clientTooOld).toBe('CLIENT_TOO_OLD');
    expect(PushErrorCode.serverTooOld).toBe('SERVER_TOO_OLD');
    const tooOld = { t: 'error', code: 'CLIENT_TOO_OLD', message: 'upgrade', min: 1, max: 1 };
    expect(Value.Check(ErrorMessage, tooOld)).toBe(true);
    expect(PushCloseCode.protocolVersion).toBeGreaterThanOrEqual(4000);
  });

  it('[PSH3] a data message names its subject and carries an integer sequence number', () => {
    expect(Value.Check(DataMessage, { t: 'm', s: 'u_1_1', q: 42, b: 'SA÷1¬~' })).toBe(true);
    expect(Value.Check(DataMessage, { t: 'm', s: 'u_1_1', q: 4.2, b: '' })).toBe(false);
    expect(Value.Check(DataMessage, { t: 'm', s: 'u_1_1', b: '' })).toBe(false);
  });

  it.each(['sys_1', 'service', 'u_1_1', 'u_42_1', 'g_1_abcdefgh', 'g_13_ABCdef0123456789'])(
    '[PSH5] %s is a subject',
    (subject) => {
      expect(SUBJECT_RE.test(subject)).toBe(true);
    },
  );

  it.each([
    '',
    'sys',
    'sys_',
    'u_1',
    'u_123_1',
    'g_1_short',
    'g_1_abcdefgh_x',
    'g_1_abcdefgh!',
    'service ',
    'x_1_1',
  ])('[PSH5] %j is not a subject', (subject) => {
    expect(SUBJECT_RE.test(subject)).toBe(false);
  });

  it('[PSH6] a message holds at most 64 subjects', () => {
    expect(PUSH_MAX_SUBJECTS).toBe(64);
    const subs = (n: number) => Array.from({ length: n }, (_, i) => `u_${i % 40}_1`);
    expect(Value.Check(ClientMessage, { t: 'sub', subs: subs(64) })).toBe(true);
    expect(Value.Check(ClientMessage, { t: 'sub', subs: subs(65) })).toBe(false);
  });

  it('[PSH1] client and server messages are told apart by their type field', () => {
    expect(Value.Check(ClientMessage, { t: 'ping' })).toBe(true);
    expect(Value.Check(ClientMessage, { t: 'welcome', v: 1, seqs: {} })).toBe(false);
    expect(Value.Check(ServerMessage, { t: 'pong' })).toBe(true);
    expect(Value.Check(ServerMessage, { t: 'hello', v: 1, subs: [] })).toBe(false);
  });
});
