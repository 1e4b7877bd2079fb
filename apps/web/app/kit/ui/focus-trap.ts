/**
 * Keeps Tab inside a dialog: from the last control Tab goes to the first, Shift+Tab from the first
 * to the last. A modal <dialog> makes the page behind inert, but Tab can still leave to the browser's
 * own controls; a person using the keyboard expects to go round the dialog.
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hidden && el.getClientRects().length > 0,
  );
}

/** For the dialog's keydown: true when it moved the focus (the event is then handled). */
export function trapTab(root: ParentNode, event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): boolean {
  if (event.key !== 'Tab') return false;
  const items = focusableIn(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return false;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !root.contains(active))) {
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !root.contains(active))) {
    first.focus();
    return true;
  }
  return false;
}
