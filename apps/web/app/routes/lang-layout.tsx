/**
 * The frame of every page of one language: skip link, header, sports menu, main content.
 * No loader: the language is checked by the pages below (an unknown prefix is their 404), so a client
 * navigation between days or sports never re-runs anything here.
 */
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation, useParams, useRouteLoaderData } from 'react-router';
import { SiteHeader } from '../features/site/SiteHeader.tsx';
import { SportsMenu } from '../features/site/SportsMenu.tsx';
import { DEFAULT_SPORT_SLUG } from '../features/sports/sports.ts';
import { isLang } from '../i18n/index.ts';
import type { loader as rootLoader } from '../root.tsx';

export default function LangLayout() {
  const params = useParams();
  const lang = isLang(params.lang) ? params.lang : 'ta';
  const { t } = useTranslation();
  const navigation = useNavigation();
  const theme = useRouteLoaderData<typeof rootLoader>('root')?.theme ?? null;
  // The index page is football; the 404 page (a splat) marks no sport as current.
  const currentSlug = params.sport ?? (params['*'] === undefined ? DEFAULT_SPORT_SLUG : undefined);
  return (
    <>
      <a className="skip" href="#content">
        {t('nav.skip')}
      </a>
      <SiteHeader lang={lang} theme={theme} busy={navigation.state !== 'idle'} />
      <div className="page">
        <SportsMenu lang={lang} currentSlug={currentSlug} />
        <main id="content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </>
  );
}
