/**
 * My teams and my players: who is followed (a link to their page and the star to stop), then their
 * matches of today and the next two days, drawn like the boards.
 */
import { type FollowedItem, type FollowList, type Lang, sportById } from '@nerali/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useServerNow } from '../../kit/time/use-server-now.ts';
import { paths } from '../../kit/paths.ts';
import { EventDays } from './EventDays.tsx';
import { FollowPlayer, FollowTeam } from '../favourites/FollowTeam.tsx';
import { loadPeopleMatches, type PeopleMatches, participantsBySport } from './people-feeds.ts';
import { useFavouritesLoaded } from '../favourites/use-favourites.ts';

function Person({ item, kind, lang }: { item: FollowedItem; kind: 'teams' | 'players'; lang: Lang }) {
  const { t } = useTranslation();
  const sport = sportById(item.sportId);
  if (!sport) return null;
  const href = kind === 'teams' ? paths.team(lang, sport, item.id) : paths.player(lang, sport, item.id);
  return (
    <li className="fav-person">
      {kind === 'teams' ? (
        <FollowTeam sportId={item.sportId} participantId={item.id} name={item.name} variant="star" />
      ) : (
        <FollowPlayer
          sportId={item.sportId}
          playerId={item.id}
          name={item.name}
          {...(item.teamId ? { teamId: item.teamId } : {})}
          {...(item.teamName ? { teamName: item.teamName } : {})}
        />
      )}
      <Link to={href} className="fav-person-n">
        {item.name}
      </Link>
      <span className="fav-person-s">
        {sport.name[lang]}
        {item.teamName ? ` · ${t('favFollow.team_of', { team: item.teamName })}` : ''}
      </span>
    </li>
  );
}

export function PeopleView({
  kind,
  lang,
  tzMinutes,
  nowS: loaderNowS,
}: {
  kind: 'teams' | 'players';
  lang: Lang;
  tzMinutes: number;
  nowS: number;
}) {
  const { t } = useTranslation();
  const snapshot = useFavouritesLoaded();
  const list: FollowList = snapshot[kind];
  const items = Object.values(list.items).sort(
    (a, b) => a.sportId - b.sportId || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  const bySport = useMemo(() => participantsBySport([list]), [list]);
  const key = [...bySport].map(([s, ids]) => `${s}:${ids.join('-')}`).join(',');
  const [matches, setMatches] = useState<PeopleMatches | null>(null);
  const nowS = useServerNow(loaderNowS, false);

  useEffect(() => {
    if (key === '') return;
    const controller = new AbortController();
    loadPeopleMatches(bySport, {
      tzMinutes,
      lang,
      fetch: globalThis.fetch.bind(globalThis),
      signal: controller.signal,
    }).then(setMatches, () => {
      // Aborted: the list changed and a newer load runs.
    });
    return () => controller.abort();
    // bySport changes exactly when key does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, tzMinutes, lang]);

  if (!snapshot.ready) {
    return (
      <p className="fav-loading" role="status">
        {t('favPage.loading')}
      </p>
    );
  }
  if (items.length === 0) {
    return (
      <div className="empty">
        <p className="empty-t">{t(kind === 'teams' ? 'favEmpty.teams' : 'favEmpty.players')}</p>
        <p className="empty-h">{t(kind === 'teams' ? 'favEmpty.teamsHint' : 'favEmpty.playersHint')}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="fav-people">
        {items.map((item) => (
          <Person key={`${item.sportId}_${item.id}`} item={item} kind={kind} lang={lang} />
        ))}
      </ul>
      {matches === null ? (
        <p className="fav-loading" role="status">
          {t('favPage.loading')}
        </p>
      ) : (
        <>
          {matches.failed && <p className="fav-note">{t('favPage.loadFailed')}</p>}
          <EventDays
            events={[...matches.events.values()]}
            leagues={matches.leagues}
            lang={lang}
            tzMinutes={tzMinutes}
            nowS={nowS}
          />
        </>
      )}
    </>
  );
}
