/**
 * What every account form does when sent: nothing twice at once, the error of the call as text in
 * the page's language, "sent" remembered so that empty fields now say what they miss. `onBusy` tells
 * the login window that a request is on its way (it may not close meanwhile).
 */
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { asAccountError, type AccountError } from './errors.ts';
import { accountErrorText } from './problems.ts';

export interface Submit {
  busy: boolean;
  submitted: boolean;
  error: string | null;
  setError(text: string | null): void;
  /** For a form's onSubmit: runs `work` when `valid`; its AccountError becomes the error text. */
  handle(
    valid: boolean,
    work: () => Promise<void>,
    onError?: (e: AccountError) => string | null,
  ): (e: Pick<FormEvent, 'preventDefault'>) => void;
}

export function useSubmit(onBusy?: (busy: boolean) => void): Submit {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const handle = useCallback(
    (valid: boolean, work: () => Promise<void>, onError?: (e: AccountError) => string | null) =>
      (event: Pick<FormEvent, 'preventDefault'>) => {
        event.preventDefault();
        setSubmitted(true);
        if (!valid) {
          setError(t('accountField.fixAbove'));
          return;
        }
        if (running.current) return;
        running.current = true;
        setBusy(true);
        setError(null);
        onBusy?.(true);
        work()
          .catch((thrown: unknown) => {
            const e = asAccountError(thrown);
            setError(onError?.(e) ?? accountErrorText(t, e));
          })
          .finally(() => {
            running.current = false;
            setBusy(false);
            onBusy?.(false);
          });
      },
    [t, onBusy],
  );
  return { busy, submitted, error, setError, handle };
}
