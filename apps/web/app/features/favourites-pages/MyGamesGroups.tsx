/**
 * Groups in My games (spec 1 §3 `mgGroup`, live-table setting `mygamesGroups`): with the setting on,
 * the list is shown group by group ('0' is "general"), and a star inside a group takes the game out of
 * that group only (FAV7). Choosing a group to fill shows every followed game with stars that put it
 * in that group or take it out.
 */
import {
  DEFAULT_GROUP,
  type FavouriteGame,
  type FeedLeague,
  type Lang,
  type MatchEvent,
  type MyGames,
} from '@nerali/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { EventDays } from './EventDays.tsx';
import type { GroupSettings } from '../favourites/snapshot.ts';
import { StarGroup } from '../favourites/GameStar.tsx';
import { favouritesStore, withFavouritesStore } from '../favourites/use-favourites.ts';

function groupsOf(myGames: MyGames, event: MatchEvent): readonly string[] {
  const game: FavouriteGame | undefined = myGames.games[event.id];
  return game?.groups ?? myGames.tournaments[event.leagueId]?.groups ?? [];
}

export function GroupsToggle({ groups }: { groups: GroupSettings }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={groups.on ? 'fav-follow fav-follow-on' : 'fav-follow'}
      aria-pressed={groups.on}
      onClick={() => withFavouritesStore((store) => store.setGroupsEnabled(!groups.on))}
    >
      {t('favGroups.toggle')}
    </button>
  );
}

export function GroupedGames({
  myGames,
  groups,
  events,
  leagues,
  lang,
  tzMinutes,
  nowS,
}: {
  myGames: MyGames;
  groups: GroupSettings;
  events: readonly MatchEvent[];
  leagues: ReadonlyMap<string, FeedLeague>;
  lang: Lang;
  tzMinutes: number;
  nowS: number;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [bad, setBad] = useState(false);
  const keys = [DEFAULT_GROUP, ...groups.names];
  const label = (key: string) => (key === DEFAULT_GROUP ? t('favGroups.general') : key);
  const onCreate = (e: FormEvent) => {
    e.preventDefault();
    const ok = favouritesStore()?.addGroup(name) ?? false;
    setBad(!ok);
    if (ok) {
      setEditing(name.trim());
      setName('');
    }
  };
  return (
    <>
      <div className="fav-groups">
        <label>
          <span>{t('favGroups.edit')}</span>{' '}
          <select value={editing ?? ''} onChange={(e) => setEditing(e.target.value || null)}>
            <option value="">{t('favGroups.editNone')}</option>
            {keys.map((key) => (
              <option key={key} value={key}>
                {label(key)}
              </option>
            ))}
          </select>
        </label>
        <form className="fav-group-new" onSubmit={onCreate}>
          <label>
            <span className="sr">{t('favGroups.newGroup')}</span>
            <input
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder={t('favGroups.newGroup')}
              maxLength={24}
              aria-invalid={bad || undefined}
              aria-describedby={bad ? 'fav-group-bad' : undefined}
            />
          </label>
          <button type="submit" className="fav-close">
            {t('favGroups.add')}
          </button>
          {bad && (
            <p id="fav-group-bad" className="fav-note" role="alert">
              {t('favGroups.badName')}
            </p>
          )}
        </form>
      </div>
      {editing !== null ? (
        <StarGroup.Provider value={editing}>
          <p className="fav-note">
            {t('favGroups.editing', { group: label(editing) })}{' '}
            <button type="button" className="fav-close" onClick={() => setEditing(null)}>
              {t('favGroups.done')}
            </button>
          </p>
          <EventDays
            events={events}
            leagues={leagues}
            lang={lang}
            tzMinutes={tzMinutes}
            nowS={nowS}
            idPrefix="e"
          />
        </StarGroup.Provider>
      ) : (
        keys.map((key, i) => {
          const inGroup = events.filter((e) => groupsOf(myGames, e).includes(key));
          if (inGroup.length === 0 && key !== DEFAULT_GROUP) return null;
          return (
            <section key={key} className="fav-group" aria-labelledby={`fav-group-${i}`}>
              <h2 className="fav-group-h" id={`fav-group-${i}`}>
                {label(key)}
              </h2>
              <StarGroup.Provider value={key}>
                {inGroup.length === 0 ? (
                  <p className="fav-note">{t('favGroups.empty')}</p>
                ) : (
                  <EventDays
                    events={inGroup}
                    leagues={leagues}
                    lang={lang}
                    tzMinutes={tzMinutes}
                    nowS={nowS}
                    idPrefix={`g${i}`}
                  />
                )}
              </StarGroup.Provider>
            </section>
          );
        })
      )}
    </>
  );
}
