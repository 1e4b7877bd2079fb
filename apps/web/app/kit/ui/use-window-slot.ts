/** A window slot as a component sees it: open or not, and the calls that open and close it. */
import { useCallback, useSyncExternalStore } from 'react';
import { type WindowSlot, windowSlots } from './window-slots.ts';

// The slot's window draws itself from the active slot, so giving way needs no work of its own.
const NOTHING_TO_DO = { close: () => {} };

export function useWindowSlot(slot: WindowSlot) {
  const active = useSyncExternalStore(windowSlots.subscribe, windowSlots.getActive, () => null);
  const open = useCallback(() => windowSlots.activate(slot, NOTHING_TO_DO), [slot]);
  const close = useCallback(() => windowSlots.deactivate(slot), [slot]);
  return { isOpen: active === slot, open, close };
}
