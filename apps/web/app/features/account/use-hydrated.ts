/**
 * True once the page runs in the browser. A form that calls the identity service waits for it: before
 * hydration its button would post the password as a plain form, which no page of ours takes.
 */
import { useSyncExternalStore } from 'react';

const never = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
