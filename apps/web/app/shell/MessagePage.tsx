/**
 * Not-found and error pages, in the page's language (never an English stack on /ta). Rendered by
 * route components (404 with its status from the loader) and by error boundaries.
 */
import type { Lang } from '@nerali/domain';
import { useTranslation } from '../i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import { NotFoundHelp } from '../features/search/NotFoundHelp.tsx';

export function NotFoundView({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  return (
    <div className="msg">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <Link to={`/${lang}/`}>{t('notFound.home')}</Link>
      </p>
      {/* A search box and the popular sports: the fan is one step from what they wanted. */}
      <NotFoundHelp lang={lang} />
    </div>
  );
}

export function ErrorView() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="msg" role="alert">
      <h1>{t('error.heading')}</h1>
      <p>{t('error.body')}</p>
      <p>
        {/* A plain link: reloading the document works even when the app's JavaScript is what broke. */}
        <a href={location.pathname + location.search} className="btn">
          {t('error.retry')}
        </a>
      </p>
    </div>
  );
}
