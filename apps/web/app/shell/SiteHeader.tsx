import type { Lang } from '@nerali/domain';
import { useTranslation } from '../i18n/react.tsx';
import { otherLanguageHref } from '../kit/paths.ts';
import { Link, useLocation } from 'react-router';
import { HeaderSearch } from '../features/search/HeaderSearch.tsx';
import type { Theme } from '../kit/cookies.ts';
import { ThemeToggle } from './ThemeToggle.tsx';
import { SettingsButton } from './SettingsButton.tsx';
import { AccountButton } from '../features/account/AccountButton.tsx';
import { LanguageOffer } from './LanguageOffer.tsx';

export function SiteHeader({ lang, theme, busy }: { lang: Lang; theme: Theme | null; busy: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const other: Lang = lang === 'ta' ? 'en' : 'ta';
  return (
    <header className="top">
      <Link to={`/${lang}/`} className="logo" aria-label={t('site.home')}>
        <span className="logo-dot" aria-hidden="true" />
        {t('site.name')}
      </Link>
      <HeaderSearch lang={lang} />
      <div className="top-tools">
        <a
          className="lang-link"
          href={otherLanguageHref(location.pathname, location.search, lang)}
          hrefLang={other}
          lang={other === 'ta' ? 'ta' : undefined}
          title={t('lang.otherLabel')}
        >
          {t('lang.other')}
        </a>
        <ThemeToggle theme={theme} />
        <SettingsButton lang={lang} />
        <AccountButton lang={lang} />
      </div>
      <LanguageOffer lang={lang} />
      <div className={busy ? 'progress on' : 'progress'} aria-hidden="true" />
    </header>
  );
}
