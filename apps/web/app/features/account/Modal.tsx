/**
 * A modal window of the account (the sign-in dialog, the terms and marketing prompts, the deletion
 * confirmation): a `<dialog>` opened with showModal, so the page behind is inert; Tab goes round it;
 * Escape and a click on the backdrop close it only when `canClose` (a request on its way, or a prompt
 * that needs an answer, cannot be dismissed); the focus goes back to what had it before.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { focusableIn, trapTab } from '../../kit/ui/focus-trap.ts';

export interface ModalProps {
  labelledBy: string;
  describedBy?: string;
  canClose: boolean;
  onClose: () => void;
  className?: string;
  /** A data attribute for tests and styles: `data-account-dialog="{name}"`. */
  name: string;
  children: ReactNode;
}

export function Modal({ labelledBy, describedBy, canClose, onClose, className, name, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(dialog)[0];
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`modal acc-dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-account-dialog={name}
      onCancel={(event) => {
        event.preventDefault();
        if (canClose) onClose();
      }}
      onKeyDown={(event) => {
        if (ref.current && trapTab(ref.current, event)) event.preventDefault();
      }}
      onClick={(event) => {
        if (event.target === ref.current && canClose) onClose();
      }}
    >
      <div className="modal-box">{children}</div>
    </dialog>
  );
}

export function CloseButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className="modal-x acc-x"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
    >
      <svg width="16" height="16" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
        <path d="M2 2l10 10M12 2 2 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
