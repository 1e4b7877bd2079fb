/**
 * The web app manifest of one language's edition (/ta/manifest.webmanifest, /en/...): what a phone
 * needs to put Nerali on its home screen and open it like an app. Each language is an app of its own
 * (its own `id` and `scope`), so a fan who installs the Tamil edition opens Tamil pages in it, and a
 * link to the other edition opens in the browser.
 */
import type { Lang } from '@nerali/domain';
import type { T } from '../../i18n/index.ts';

/** The header's colour (styles/app.css `--head-bg`, light theme): the phone's status bar and splash. */
export const THEME_COLOUR = '#0d2a3f';

/** The install icons, rasterised from the site's SVGs (scripts/icons.mjs) and committed under public/. */
export const INSTALL_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** iOS reads no manifest icon: it takes this opaque square and rounds its corners itself. */
export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';

export const manifestHref = (lang: Lang) => `/${lang}/manifest.webmanifest`;

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: Lang;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: typeof INSTALL_ICONS;
}

export function webManifest(lang: Lang, t: T): WebManifest {
  return {
    // The identity stays put if start_url ever changes (a changed id would be a second app).
    id: `/${lang}/`,
    name: t('install.appName'),
    short_name: t('install.appShortName'),
    description: t('install.appDescription'),
    lang,
    dir: 'ltr',
    // ?source=pwa tells the access log a start from the home screen; the page ignores it.
    start_url: `/${lang}/?source=pwa`,
    scope: `/${lang}/`,
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: THEME_COLOUR,
    categories: ['sports', 'news'],
    icons: INSTALL_ICONS,
  };
}
