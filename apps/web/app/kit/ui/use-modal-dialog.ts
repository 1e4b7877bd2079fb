/**
 * A modal <dialog> as our windows open it: shown as a modal when it mounts (the `open` attribute where
 * the browser has no showModal), the focus on its first control, Tab kept inside (focus-trap.ts), and
 * on unmount closed with the focus back on the control that opened it.
 */
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { focusableIn, trapTab } from './focus-trap.ts';

export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    focusableIn(dialog)[0]?.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (ref.current && trapTab(ref.current, event)) event.preventDefault();
  };
  return { ref, onKeyDown };
}
