/**
 * The site's footer: what the law asks of a page that shows odds (spec 2 §2, §6), and the mobile app
 * link (spec 2 §2: only where the visitor's region allows it, AGE7).
 *
 * - The responsible-gambling advert notice: only where bookmakers are available and clickable, and
 *   the visitor has confirmed their age (AGE6). With the shipped regions nothing is clickable, so it
 *   never shows; an operator who licenses a bookmaker for a region gets it with the links.
 * - "Odds are information only" and the help link for problem gambling: where the visitor sees odds.
 *   Removed while age is not confirmed (AGE6), and in regions without odds (India: no gambling
 *   text at all, not even this).
 * - After a "no" to the age question, a button to answer again.
 * - The terms of use and the privacy policy, on every page (features/legal).
 */
import { LEGAL_AGE_YEARS } from '@nerali/domain';
import { useTranslation } from '../i18n/react.tsx';
import { Link, useParams } from 'react-router';
import { isLang } from '../i18n/index.ts';
import { setLegalAge } from '../features/odds/prefs.ts';
import { useOddsRules } from '../features/odds/rules.ts';
import { paths } from '../kit/paths.ts';

/**
 * Gamblers Anonymous: free, worldwide, no commercial ties. Its site is in English; the link says so.
 * The visitors who see this link are the 'default' region's, whose country we do not know.
 */
export const GAMBLING_HELP_URL = 'https://www.gamblersanonymous.org/';

export function SiteFooter() {
  const { t } = useTranslation();
  const params = useParams();
  const lang = isLang(params.lang) ? params.lang : 'ta';
  const rules = useOddsRules();
  const items = [
    rules.showResponsibleLink && (
      <li key="help">
        <a href={GAMBLING_HELP_URL} rel="noopener noreferrer" hrefLang="en">
          {t('lawFooter.help')}
        </a>{' '}
        <span className="foot-note">{t('lawFooter.helpNote')}</span>
      </li>
    ),
    rules.mobileLink && (
      <li key="mobile">
        <Link to={paths.mobile(lang)}>{t('lawFooter.mobile')}</Link>
      </li>
    ),
    rules.ageDeclined && (
      <li key="age">
        <button type="button" className="foot-btn" onClick={() => setLegalAge(null)}>
          {t('ageGate.reopen')}
        </button>
      </li>
    ),
    <li key="terms">
      <Link to={paths.terms(lang)}>{t('legalPages.terms')}</Link>
    </li>,
    <li key="privacy">
      <Link to={paths.privacy(lang)}>{t('legalPages.privacy')}</Link>
    </li>,
  ].filter(Boolean);
  if (items.length === 0 && !rules.showOdds && !rules.showResponsibleNotice) return null;
  return (
    <footer className="foot" aria-label={t('lawFooter.label')}>
      {rules.showResponsibleNotice && (
        <p className="foot-notice" data-law="responsible-notice">
          {t('lawFooter.notice', { age: LEGAL_AGE_YEARS })}
        </p>
      )}
      {rules.showOdds && <p className="foot-info">{t('lawFooter.info')}</p>}
      {items.length > 0 && <ul className="foot-l">{items}</ul>}
    </footer>
  );
}
