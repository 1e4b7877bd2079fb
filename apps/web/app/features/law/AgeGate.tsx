/**
 * The legal-age question (spec 2 §4, §5, §9; spec 1 §4 "the age-confirmation banner"). Shown where the
 * visitor's region requires confirmation and would show odds or bookmakers, until answered (AGE5).
 * Until the answer is yes, `useOddsRules()` turns every odds and bookmaker element off on every page
 * (AGE4); saying yes shows them at once and is tracked as SET_LEGAL_AGE.
 *
 * A bar above the page, not a blocking dialog: the scores are for everyone, only the odds need the
 * answer. It is in the server's HTML (the answer is a cookie), so it never pops in and moves the page.
 * Compact (issue 15 point 3): the question and its two buttons on one row, about 10 % of a 390x844
 * screen, so the first screen shows matches; how long the answer is kept is said on wide screens.
 */
import { AGE_STORAGE_TTL_S, LEGAL_AGE_YEARS, LegalAgeFlag } from '@nerali/domain';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { setLegalAge } from '../odds/prefs.ts';
import { useOddsRules } from '../odds/rules.ts';
import { track, TrackEvent } from '../../kit/tracking.ts';

const KEPT_DAYS = AGE_STORAGE_TTL_S / 86_400;

/** The answer's button is gone once answered: keyboard focus goes to the page, not to nowhere. */
function focusContent(): void {
  document.getElementById('content')?.focus({ preventScroll: true });
}

export function AgeGate() {
  const { t } = useTranslation();
  const rules = useOddsRules();
  const headingId = useId();
  if (!rules.askAge) return null;
  return (
    <section className="age" aria-labelledby={headingId}>
      <h2 className="sr" id={headingId}>
        {t('ageGate.label')}
      </h2>
      <p className="age-q">{t('ageGate.question', { age: LEGAL_AGE_YEARS })}</p>
      <div className="age-b">
        <button
          type="button"
          className="age-yes"
          // A short word on the bar (one line on a phone: issue 15 point 3), the whole answer as its name.
          aria-label={t('ageGate.confirm', { age: LEGAL_AGE_YEARS })}
          onClick={() => {
            setLegalAge(LegalAgeFlag.confirmed);
            track(TrackEvent.setLegalAge, { legalAge: LEGAL_AGE_YEARS });
            focusContent();
          }}
        >
          {t('ageGate.confirmShort')}
        </button>
        <button
          type="button"
          className="age-no"
          onClick={() => {
            setLegalAge(LegalAgeFlag.declined);
            focusContent();
          }}
        >
          {t('ageGate.decline')}
        </button>
      </div>
      <p className="age-k">{t('ageGate.kept', { days: KEPT_DAYS })}</p>
    </section>
  );
}
