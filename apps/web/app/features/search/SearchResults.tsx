/**
 * Results of a search, grouped by kind (teams, competitions, players), each with its sport and country.
 * A competition has its pin beside it (spec 1 §2 "a pin (star) toggle ... in the league search window").
 */
import type { Lang, SearchHit, SearchKind } from '@nerali/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { LeaguePin } from '../favourites/LeaguePin.tsx';
import { hitDetail, hitPath } from './hit-path.ts';

const GROUPS: readonly {
  kind: SearchKind;
  label: 'search.participants' | 'search.leagues' | 'search.players';
}[] = [
  { kind: 'participant', label: 'search.participants' },
  { kind: 'league', label: 'search.leagues' },
  { kind: 'player', label: 'search.players' },
];

export function SearchResults({
  lang,
  query,
  hits,
  total,
}: {
  lang: Lang;
  query: string;
  hits: SearchHit[];
  total: number;
}) {
  const { t } = useTranslation();
  if (hits.length === 0) {
    return (
      <div className="empty" role="status">
        <p className="empty-t">{t('search.none', { query })}</p>
        <p className="empty-h">{t('search.noneHint')}</p>
      </div>
    );
  }
  return (
    <div className="sx-res">
      <p className="sx-count" role="status">
        {total > hits.length
          ? t('search.shown', { shown: hits.length, total })
          : t('search.count', { count: total })}
      </p>
      {GROUPS.map(({ kind, label }) => {
        const mine = hits.filter((h) => h.kind === kind);
        if (mine.length === 0) return null;
        return (
          <section key={kind} className="sx-g" aria-labelledby={`sx-g-${kind}`}>
            <h2 id={`sx-g-${kind}`}>{t(label)}</h2>
            <ul>
              {mine.map((hit) => {
                const to = hitPath(lang, hit);
                if (!to) return null;
                return (
                  <li key={`${hit.kind}:${hit.id}`} className="sx-i">
                    <Link to={to} className="sx-n">
                      {hit.name}
                    </Link>
                    <span className="sx-d">{hitDetail(lang, hit)}</span>
                    {hit.kind === 'league' && hit.templateKey && (
                      <LeaguePin
                        sportId={hit.sportId}
                        leagueKey={hit.templateKey}
                        leagueId={hit.id}
                        name={hit.name}
                        countryName={hit.countryName}
                        className="sx-pin"
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
