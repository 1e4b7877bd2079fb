/**
 * Per-profile push (spec 2 §7 push subjects, "per-profile account updates"): `user_{profileId}` on the
 * /x/push hub. A socket gets the subject only with a valid session of that profile (`auth {id, hash}`
 * in hello/sub). Account changes are published to every node through the cluster's named subjects
 * (fanout's `subjects`; one node: in process), and each node hands them to its own sockets: a node
 * listens to a profile's subject only while one of its sockets holds it.
 *
 * Bodies are JSON text: {t:'data', v, key?, merge?, unmerge?} (a sync; the diff itself when small,
 * else fetch /v4/getdata), {t:'profile'}, {t:'terms'}, {t:'signedOut'} (account deleted or password
 * reset: the subject is dropped after it).
 */
import { USER_SUBJECT_RE } from '@nerali/domain';
import type { PushHub } from '../push/hub.ts';
import type { UserSubjectAuth } from '../push/routes.ts';
import type { UserEvent, UserEvents } from './service/context.ts';
import type { Sessions } from './sessions.ts';

/** Named messages to every node (structurally fanout/bus.ts `Subjects`). */
export interface SubjectBus {
  publish(subject: string, payload: string): void;
  subscribe(subject: string, handler: (payload: string) => void): () => void;
}

/** One process alone: the bus is a direct call. */
export function localSubjectBus(): SubjectBus {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  return {
    publish(subject, payload) {
      for (const handler of handlers.get(subject) ?? []) handler(payload);
    },
    subscribe(subject, handler) {
      let set = handlers.get(subject);
      if (!set) handlers.set(subject, (set = new Set()));
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(subject);
      };
    },
  };
}

export const userSubject = (accountId: string) => `user_${accountId}`;

export function userPush(
  hub: PushHub,
  bus: SubjectBus,
  sessions: Sessions,
): { events: UserEvents; auth: UserSubjectAuth } {
  const listening = new Map<string, () => void>();
  hub.watchSubjects((subject, active) => {
    if (!USER_SUBJECT_RE.test(subject)) return;
    if (active && !listening.has(subject)) {
      listening.set(
        subject,
        bus.subscribe(subject, (payload) => {
          hub.publish(subject, payload);
          if (payload.includes('"signedOut"')) hub.dropSubject(subject);
        }),
      );
    } else if (!active) {
      listening.get(subject)?.();
      listening.delete(subject);
    }
  });
  const send = (accountId: string, event: UserEvent) =>
    bus.publish(userSubject(accountId), JSON.stringify(event));
  return {
    events: {
      publish: send,
      end: (accountId) => send(accountId, { t: 'signedOut' }),
    },
    auth: {
      async authorize(profileId, auth) {
        if (!auth || auth.id !== profileId) return false;
        return (await sessions.authenticate(auth.id, auth.hash)) !== null;
      },
    },
  };
}
