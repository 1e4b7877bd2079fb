/**
 * The fields of the account forms. Each says what is wrong beside it as the person types (spec 2 §5
 * rules from the domain package), once something was typed or the form was sent: an empty field is
 * not an error until then. The text is the field's description (aria-describedby) and the field is
 * marked invalid, so a screen reader says both.
 */
import { PASSWORD_RULES, type PasswordRule, passwordRules } from '@nerali/domain';
import { type InputHTMLAttributes, type ReactNode, useId, useRef, useState } from 'react';
import { useEarlyInput } from '../../kit/ui/early-input.ts';
import { useTranslation } from '../../i18n/react.tsx';

export interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The problem's text now, or null. */
  problem: string | null;
  /** Show the problem even before anything was typed (the form was sent). */
  submitted: boolean;
  hint?: ReactNode;
  type?: 'email' | 'text' | 'password';
  autoComplete: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  name: string;
  autoFocus?: boolean;
  /** Extra text read with the field (the password rules). */
  describedBy?: string;
  maxLength?: number;
}

export function Field(props: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState(false);
  const [visible, setVisible] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Typed before hydration: React has just reset the field to its state; give the text back.
  useEarlyInput(input, (value) => {
    setTyped(true);
    props.onChange(value);
  });
  const showProblem = props.problem !== null && (typed || props.submitted);
  const password = props.type === 'password';
  const described = [
    props.hint ? `${id}-hint` : null,
    showProblem ? `${id}-problem` : null,
    props.describedBy ?? null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="acc-field">
      <label htmlFor={id}>{props.label}</label>
      <div className={password ? 'acc-pw' : undefined}>
        <input
          ref={input}
          id={id}
          name={props.name}
          type={password && visible ? 'text' : (props.type ?? 'text')}
          value={props.value}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={props.maxLength}
          aria-invalid={showProblem || undefined}
          aria-describedby={described || undefined}
          {...(props.autoFocus ? { 'data-autofocus': '' } : {})}
          onChange={(event) => {
            setTyped(true);
            props.onChange(event.currentTarget.value);
          }}
        />
        {password && (
          <button
            type="button"
            className="acc-eye"
            aria-pressed={visible}
            aria-label={t('account.showPassword')}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? t('account.hide') : t('account.show')}
          </button>
        )}
      </div>
      {props.hint && (
        <p id={`${id}-hint`} className="acc-hint">
          {props.hint}
        </p>
      )}
      {showProblem && (
        <p id={`${id}-problem`} className="acc-problem">
          {props.problem}
        </p>
      )}
    </div>
  );
}

const RULE_KEYS: Readonly<Record<PasswordRule, string>> = {
  length: 'accountField.ruleLength',
  whitespace: 'accountField.ruleWhitespace',
  lowercase: 'accountField.ruleLowercase',
  uppercase: 'accountField.ruleUppercase',
  special: 'accountField.ruleSpecial',
};

/** The new-password rules, each ticked as soon as it is met. */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  const met = passwordRules(password);
  return (
    <div id={id} className="acc-rules">
      <p>{t('accountField.rulesTitle')}</p>
      <ul>
        {PASSWORD_RULES.map((rule) => (
          <li key={rule} className={met[rule] ? 'on' : undefined} data-rule={rule}>
            <span aria-hidden="true" className="acc-tick">
              {met[rule] ? '✓' : '•'}
            </span>
            {t(RULE_KEYS[rule] as 'accountField.ruleLength')}
            <span className="sr">
              {' '}
              {met[rule] ? t('accountField.ruleMet') : t('accountField.ruleMissing')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A checkbox with its label, for the agreement and the choices of the account page. */
export function Check({
  label,
  checked,
  onChange,
  problem,
  name,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  problem?: string | null;
  name: string;
}) {
  const id = useId();
  return (
    <div className="acc-check">
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {problem && (
        <p id={`${id}-problem`} className="acc-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
