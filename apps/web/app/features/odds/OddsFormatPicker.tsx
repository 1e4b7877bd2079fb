/**
 * The odds format picker (spec 1 §4, §5: eu, uk, us, hk, ma, in; stored 365 days). Changing it
 * converts every price on the page at once, no reload; the next page comes from the server already
 * in the chosen format (the `odds_format` cookie). Exported for the settings dialog, which shows the
 * same control.
 */
import { ODDS_FORMATS, parseOddsFormat } from '@nerali/domain';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { setOddsFormat, useOddsPrefs } from './prefs.ts';

export function OddsFormatPicker({ className = 'od-fmt' }: { className?: string }) {
  const { t } = useTranslation();
  const { format } = useOddsPrefs();
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{t('oddsFormat.label')}</label>
      <select
        id={id}
        value={format}
        onChange={(event) => {
          const next = parseOddsFormat(event.currentTarget.value);
          if (next) setOddsFormat(next);
        }}
      >
        {ODDS_FORMATS.map((code) => (
          <option key={code} value={code}>
            {t(`oddsFormat.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
