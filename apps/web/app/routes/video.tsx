/**
 * A video: /ta/video/{videoId}/ from the feed nv_{videoId} (the video, its match, that match's
 * competition). An id that is no id, or no video, is a 404 in the page's language.
 */
import { useTranslation } from '../i18n/react.tsx';
import { data, isRouteErrorResponse } from 'react-router';
import { formatDuration } from '../features/news/format.ts';
import { FeedFailed, loadVideo } from '../features/news/load.ts';
import newsCss from '../features/news/news.css?url';
import { pageMeta } from '../features/news/seo.ts';
import { VideoView } from '../features/news/VideoView.tsx';
import { tzFromRequest } from '../kit/cookies.ts';
import { ErrorView, NotFoundView } from '../shell/MessagePage.tsx';
import { isPathId, paths } from '../kit/paths.ts';
import { useVisitorTz } from '../kit/use-visitor-tz.ts';
import { getI18n, isLang } from '../i18n/index.ts';
import { withPagesCatalogue } from '../i18n/load.ts';
import type { Route } from './+types/video';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: newsCss }];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = isLang(params.lang) ? params.lang : null;
  if (!lang || !isPathId(params.videoId)) {
    return data({ kind: 'notFound' as const, lang: lang ?? ('ta' as const) }, { status: 404 });
  }
  try {
    const feed = await loadVideo(context.nerali.getFeed, params.videoId);
    if (!feed) return data({ kind: 'notFound' as const, lang }, { status: 404 });
    return {
      kind: 'video' as const,
      lang,
      origin: new URL(request.url).origin,
      path: paths.video(lang, params.videoId),
      feed,
      nowS: context.nerali.nowS(),
      tzMinutes: tzFromRequest(request),
    };
  } catch (error) {
    if (error instanceof FeedFailed) throw data(null, { status: 503 });
    throw error;
  }
}

/** A client navigation brings this page's messages with its data (i18n/load.ts). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withPagesCatalogue(request, serverLoader);
}

export function headers() {
  return { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData || loaderData.kind === 'notFound') {
    const t = getI18n(loaderData?.lang ?? 'ta').t;
    return [{ title: t('meta.notFoundTitle') }, { name: 'robots', content: 'noindex' }];
  }
  const { lang, origin, path, feed } = loaderData;
  const t = getI18n(lang).t;
  const title = feed.video.title[lang];
  return pageMeta({
    lang,
    origin,
    path,
    title: t('newsMeta.videoTitle', { title }),
    description: t('newsMeta.videoDescription', { title, duration: formatDuration(feed.video.durationS) }),
    type: 'video.other',
  });
};

export default function VideoPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'notFound') return <NotFoundView lang={loaderData.lang} />;
  return <Video data={loaderData} />;
}

function Video({ data: d }: { data: Extract<Route.ComponentProps['loaderData'], { kind: 'video' }> }) {
  useVisitorTz(d.tzMinutes);
  return <VideoView lang={d.lang} feed={d.feed} nowS={d.nowS} tzMinutes={d.tzMinutes} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  if (!(isRouteErrorResponse(error) && error.status === 503)) console.error(error);
  return (
    <>
      <title>{t('meta.errorTitle')}</title>
      <ErrorView />
    </>
  );
}
