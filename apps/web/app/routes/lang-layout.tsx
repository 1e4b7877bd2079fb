/**
 * The frame of every page of one language: skip link, header, sports menu, main content.
 * No loader: the language is checked by the pages below (an unknown prefix is their 404), so a client
 * navigation between days or sports never re-runs anything here.
 */
import { useTranslation } from '../i18n/react.tsx';
import {
  Outlet,
  useMatches,
  useNavigation,
  useParams,
  useRouteLoaderData,
  useSearchParams,
} from 'react-router';
import { AccountHost } from '../features/account/AccountHost.tsx';
import { AgeGate } from '../features/law/AgeGate.tsx';
import { BannerZoneView } from '../features/law/BannerZone.tsx';
import { SiteFooter } from '../shell/SiteFooter.tsx';
import { FavouritesAlerts } from '../features/favourites/FavouritesAlerts.tsx';
import { NotificationArea } from '../features/notifications/NotificationArea.tsx';
import { SettingsProvider } from '../features/settings/SettingsProvider.tsx';
import { SpoilerBanner } from '../features/settings/SpoilerBanner.tsx';
import { SiteHeader } from '../shell/SiteHeader.tsx';
import { SportsMenu } from '../shell/SportsMenu.tsx';
import { DEFAULT_SPORT_SLUG } from '../kit/sports.ts';
import { isLang } from '../i18n/index.ts';
import type { loader as rootLoader } from '../root.tsx';

export default function LangLayout() {
  const params = useParams();
  const lang = isLang(params.lang) ? params.lang : 'ta';
  const { t } = useTranslation();
  const navigation = useNavigation();
  const theme = useRouteLoaderData<typeof rootLoader>('root')?.theme ?? null;
  const matches = useMatches();
  // The index page is football; pages across sports (news, search, a match, favourites) and the 404
  // page mark no sport as current.
  const currentSlug =
    params.sport ?? (matches.some((m) => m.id === 'routes/sport-default') ? DEFAULT_SPORT_SLUG : undefined);
  // A page in the match popup window (?popup=1 on a route whose handle says `popupFrame`) has no
  // site header or sports menu: the window is 688 px wide and shows one match.
  const [search] = useSearchParams();
  const popupFrame =
    search.get('popup') === '1' &&
    matches.some((m) => (m.handle as { popupFrame?: boolean } | undefined)?.popupFrame === true);
  if (popupFrame) {
    return (
      <SettingsProvider>
        {/* The match popup is held back by the spoiler delay too: it says so as every page does. */}
        <SpoilerBanner />
        <AgeGate />
        <main id="content" className="solo popup-frame" tabIndex={-1}>
          <Outlet />
        </main>
      </SettingsProvider>
    );
  }
  return (
    <SettingsProvider>
      <a className="skip" href="#content">
        {t('nav.skip')}
      </a>
      <SiteHeader lang={lang} theme={theme} busy={navigation.state !== 'idle'} />
      <SpoilerBanner />
      <AgeGate />
      <div className="page">
        <SportsMenu lang={lang} currentSlug={currentSlug} />
        <main id="content" tabIndex={-1}>
          <Outlet />
          <BannerZoneView name="box_over_content" />
        </main>
      </div>
      <SiteFooter />
      <FavouritesAlerts lang={lang} />
      <NotificationArea lang={lang} />
      <AccountHost lang={lang} />
    </SettingsProvider>
  );
}
