/**
 * The account pages: /{lang}/account/ (the account), /{lang}/account/login/, register/, verify/ (the
 * mails' confirmation link) and password/ (forgotten, or the new password of the mails' link).
 * Anything else under /account/ is a 404 in the page's language. Pages are each person's own: not
 * indexed, never cached by a shared cache. Codes of the mails' links are in the fragment, which the
 * server never sees; the browser reads them (features/account).
 */
import { data, redirect } from 'react-router';
import { AccountPages } from '../features/account/AccountPages.tsx';
import { NotFoundView } from '../shell/MessagePage.tsx';
import { ACCOUNT_PAGES, type AccountPage, paths } from '../kit/paths.ts';
import { getI18n, isLang } from '../i18n/index.ts';
import { withPagesCatalogue } from '../i18n/load.ts';
import type { Route } from './+types/account';

// account.css is in every page's stylesheet (styles/frame.css): the login window and the prompts open
// on every page.

function parsePage(raw: string | undefined): AccountPage | null | undefined {
  if (raw === undefined) return null;
  return ACCOUNT_PAGES.find((page) => page === raw);
}

/**
 * A form is this page's content: its scripts start at once rather than after the first paint
 * (paint-first.ts). Until React takes the form over, its submit button is disabled and what a fan
 * types is not yet in React's state, so that moment is kept as short as it can be here.
 */
export const handle = { scriptsAtOnce: true };

export function loader({ params, request }: Route.LoaderArgs) {
  const lang = isLang(params.lang) ? params.lang : null;
  const page = parsePage(params.page);
  if (!lang || page === undefined) {
    return data({ kind: 'notFound' as const, lang: lang ?? ('ta' as const) }, { status: 404 });
  }
  const url = new URL(request.url);
  const path = paths.account(lang, page ?? undefined);
  // One URL per page: /ta/account/login -> /ta/account/login/ (the query kept: ?return=).
  if (url.pathname !== path) throw redirect(`${path}${url.search}`, 301);
  return { kind: 'page' as const, lang, page, path, origin: url.origin };
}

/** A client navigation brings this page's messages with its data (i18n/load.ts). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withPagesCatalogue(request, serverLoader);
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

const META = {
  account: ['accountMeta.title', 'accountMeta.description'],
  login: ['accountMeta.loginTitle', 'accountMeta.loginDescription'],
  register: ['accountMeta.registerTitle', 'accountMeta.registerDescription'],
  verify: ['accountMeta.verifyTitle', 'accountMeta.verifyDescription'],
  password: ['accountMeta.passwordTitle', 'accountMeta.passwordDescription'],
} as const;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData || loaderData.kind === 'notFound') {
    return [
      { title: getI18n(loaderData?.lang ?? 'ta').t('meta.notFoundTitle') },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const { lang, page, origin, path } = loaderData;
  const t = getI18n(lang).t;
  const [title, description] = META[page ?? 'account'];
  const ta = paths.account('ta', page ?? undefined);
  const en = paths.account('en', page ?? undefined);
  return [
    { title: t(title) },
    { name: 'description', content: t(description) },
    // Each person's own page; the sign-in page is linked from everywhere, nothing here to index.
    { name: 'robots', content: 'noindex, follow' },
    // The mails' codes are in the fragment: no Referer must carry the page's address elsewhere.
    { name: 'referrer', content: 'no-referrer' },
    { tagName: 'link', rel: 'canonical', href: origin + path },
    { tagName: 'link', rel: 'alternate', hrefLang: 'ta', href: origin + ta },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: origin + en },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: origin + ta },
  ];
};

export default function Page({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'notFound') return <NotFoundView lang={loaderData.lang} />;
  return <AccountPages lang={loaderData.lang} page={loaderData.page} />;
}
