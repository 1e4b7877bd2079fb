/** The mobile app page: /ta/mobile/ with its #android and #ios sections (spec 1 §1 "/mobile/#android"). */
import { data } from 'react-router';
import { MobileApp } from '../features/news/MobileApp.tsx';
import installCss from '../features/install/install.css?url';
import newsCss from '../features/news/news.css?url';
import { pageMeta } from '../features/news/seo.ts';
import { NotFoundView } from '../shell/MessagePage.tsx';
import { getI18n, isLang } from '../i18n/index.ts';
import { withPagesCatalogue } from '../i18n/load.ts';
import type { Route } from './+types/mobile';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: newsCss },
  { rel: 'stylesheet', href: installCss },
];

export function loader({ params, request }: Route.LoaderArgs) {
  if (!isLang(params.lang)) return data({ kind: 'notFound' as const, lang: 'ta' as const }, { status: 404 });
  return {
    kind: 'page' as const,
    lang: params.lang,
    origin: new URL(request.url).origin,
    path: `/${params.lang}/mobile/`,
  };
}

/** A client navigation brings this page's messages with its data (i18n/load.ts). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withPagesCatalogue(request, serverLoader);
}

export function headers() {
  return { 'Cache-Control': 'public, max-age=3600' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData || loaderData.kind === 'notFound') {
    const t = getI18n(loaderData?.lang ?? 'ta').t;
    return [{ title: t('meta.notFoundTitle') }, { name: 'robots', content: 'noindex' }];
  }
  const { lang, origin, path } = loaderData;
  const t = getI18n(lang).t;
  return pageMeta({
    lang,
    origin,
    path,
    title: t('newsMeta.mobileTitle'),
    description: t('newsMeta.mobileDescription'),
  });
};

export default function MobilePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'notFound') return <NotFoundView lang={loaderData.lang} />;
  return <MobileApp lang={loaderData.lang} />;
}
