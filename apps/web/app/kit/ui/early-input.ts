/**
 * What a visitor typed before React took the page over. React hydrates a controlled field with its
 * state (empty on the server's page) and so wipes what was typed, or filled in by the browser, in
 * the moment between the first paint and hydration, which paint-first.ts makes longer on a slow
 * phone. `entry.client.tsx` notes every text field whose value differs from the server's just
 * before hydrating; a controlled field takes its value back once mounted (`useEarlyInput`).
 */
import { type RefObject, useEffect } from 'react';

const early = new WeakMap<Element, string>();

const TEXT_FIELDS =
  'input:not([type]), input[type="text"], input[type="email"], input[type="password"], input[type="search"], textarea';

/** Notes the fields whose value is not the server's (`defaultValue` is the HTML's `value`). */
export function captureEarlyInput(root: ParentNode = document): number {
  let count = 0;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)) {
    if (field.value !== field.defaultValue) {
      early.set(field, field.value);
      count += 1;
    }
  }
  return count;
}

/** The value typed into this field before hydration, once; undefined when there was none. */
export function takeEarlyInput(field: Element | null): string | undefined {
  if (!field) return undefined;
  const value = early.get(field);
  early.delete(field);
  return value;
}

/** After the first mount, hands a controlled field what was typed before hydration. */
export function useEarlyInput(field: RefObject<Element | null>, onValue: (value: string) => void): void {
  useEffect(() => {
    const value = takeEarlyInput(field.current);
    if (value !== undefined) onValue(value);
    // Once, at mount: the value belongs to the first render only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
