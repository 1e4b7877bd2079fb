/** Any path under a language that is no page: 404 (status from the loader), in that language. */
import { data } from 'react-router';
import { NotFoundView } from '../shell/MessagePage.tsx';
import { getI18n, isLang } from '../i18n/index.ts';
import type { Route } from './+types/not-found';

export function loader({ params }: Route.LoaderArgs) {
  return data({ lang: isLang(params.lang) ? params.lang : ('ta' as const) }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: getI18n(loaderData?.lang ?? 'ta').t('meta.notFoundTitle') },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundView lang={loaderData.lang} />;
}
