/**
 * The pin beside a league (spec 1 §2 "a pin (star) toggle beside each league", §4 "Pin toggle"):
 * adds the league to My leagues, the list in the left menu. Signed-in visitors only: a visitor's
 * press opens the sign-in prompt (the alert host shows it) and changes nothing.
 */
import { isPinned } from '@nerali/domain';
import { useTranslation } from '../../i18n/react.tsx';
import type { T } from '../../i18n/index.ts';
import { PinIcon } from './icons.tsx';
import type { PinLabel } from './pin-labels.ts';
import { useFavourites, withFavouritesStore } from './use-favourites.ts';

export interface LeaguePinProps {
  sportId: number;
  /** The tournament template key ({sportId}_{template}): the pin outlives a season. */
  leagueKey: string;
  /** The league the menu links to (its current season). */
  leagueId: string;
  name: string;
  countryName: string;
  /**
   * The sport's default top leagues (template keys of tournament type 't'), stored with the first
   * change (FAV21). Leave out to use the top leagues this browser has seen on the sport's boards.
   */
  defaults?: readonly string[];
  className?: string;
}

/** Answers per labels object (the store's snapshot keeps it while it does not change), per sport. */
const seenCache = new WeakMap<object, Map<number, readonly string[]>>();

/**
 * Default top leagues of a sport: the top leagues (type 't') seen on its boards. Cached: every league
 * header of a board asks (125 on a busy day), and a scan of all labels each time cost a live update
 * milliseconds on a phone (bench/board.ts).
 */
export function seenTopLeagues(
  labels: Readonly<Record<string, PinLabel>>,
  sportId: number,
): readonly string[] {
  let bySport = seenCache.get(labels);
  if (!bySport) seenCache.set(labels, (bySport = new Map()));
  let keys = bySport.get(sportId);
  if (!keys) {
    keys = Object.entries(labels)
      .filter(([, l]) => l.sportId === sportId && l.top === true)
      .map(([key]) => key)
      .sort();
    bySport.set(sportId, keys);
  }
  return keys;
}

export function BoardLeaguePin({ t, ...props }: LeaguePinProps & { t: T }) {
  const snapshot = useFavourites();
  const defaults = props.defaults ?? seenTopLeagues(snapshot.leagueLabels, props.sportId);
  // A visitor has no My leagues: nothing shows as pinned until they sign in.
  const on = snapshot.signedIn && isPinned(snapshot.leagues, props.sportId, props.leagueKey, defaults);
  const busy = snapshot.pendingPins.has(`${props.sportId}:${props.leagueKey}`);
  const onClick = () => {
    withFavouritesStore(
      (store) =>
        void store.togglePin(props.sportId, props.leagueKey, defaults, {
          sportId: props.sportId,
          leagueId: props.leagueId,
          name: props.name,
          countryName: props.countryName,
        }),
    );
  };
  return (
    <button
      type="button"
      className={props.className ? `fav-btn fav-pin ${props.className}` : 'fav-btn fav-pin'}
      aria-label={t('favPin.pin', { league: props.name })}
      aria-pressed={on}
      aria-busy={busy || undefined}
      title={t(on ? 'favPin.remove' : 'favPin.add')}
      data-fav-pin={props.leagueKey}
      onClick={onClick}
    >
      <PinIcon on={on} />
    </button>
  );
}

/** For tournament pages (the heading's star), country lists and search: the pin with its own `t`. */
export function LeaguePin(props: LeaguePinProps) {
  const { t } = useTranslation();
  return <BoardLeaguePin {...props} t={t} />;
}
