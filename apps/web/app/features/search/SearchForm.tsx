/**
 * A plain search form: a GET to /{lang}/search/?q=, so it works before (and without) JavaScript.
 * On the search page and the 404 page; the header has its own box with suggestions (HeaderSearch).
 */
import { type Lang, SEARCH_QUERY_MAX_CHARS } from '@nerali/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { paths } from '../../kit/paths.ts';

/** `labelledBy`: the heading that names this search (two search landmarks on a page need different names). */
export function SearchForm({
  lang,
  query = '',
  id,
  labelledBy,
}: {
  lang: Lang;
  query?: string;
  id: string;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  return (
    <form role="search" method="get" action={paths.search(lang)} className="sf" aria-labelledby={labelledBy}>
      <label htmlFor={id} className="sr">
        {t('search.label')}
      </label>
      <input
        id={id}
        className="sf-q"
        type="search"
        name="q"
        defaultValue={query}
        placeholder={t('search.placeholder')}
        maxLength={SEARCH_QUERY_MAX_CHARS}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="sf-go">
        {t('search.submit')}
      </button>
    </form>
  );
}
