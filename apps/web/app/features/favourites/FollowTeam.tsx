/**
 * Follow a team (My teams, spec 1 §3, max 200) or a player (ours, beyond the spec). Team pages show
 * the labelled "Follow" button; player profiles and rows show the star.
 */
import { isFollowed } from '@nerali/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { StarIcon } from './icons.tsx';
import { useFavourites, withFavouritesStore } from './use-favourites.ts';

export interface FollowTeamProps {
  sportId: number;
  participantId: string;
  name: string;
  countryName?: string;
  /** 'button' (a team page's heading) or 'star' (a compact star, e.g. in a list). */
  variant?: 'button' | 'star';
}

export function FollowTeam({
  sportId,
  participantId,
  name,
  countryName,
  variant = 'button',
}: FollowTeamProps) {
  const { t } = useTranslation();
  const { teams } = useFavourites();
  const on = isFollowed(teams, sportId, participantId);
  const onClick = () =>
    withFavouritesStore((store) =>
      store.toggleTeam({
        sportId,
        id: participantId,
        name,
        ...(countryName ? { countryName } : {}),
      }),
    );
  if (variant === 'star') {
    return (
      <button
        type="button"
        className="fav-btn fav-star"
        aria-label={t('favFollow.team', { name })}
        aria-pressed={on}
        title={t(on ? 'favFollow.following' : 'favFollow.follow')}
        data-fav-team={participantId}
        onClick={onClick}
      >
        <StarIcon on={on} />
      </button>
    );
  }
  return (
    <button
      type="button"
      className={on ? 'fav-follow fav-follow-on' : 'fav-follow'}
      aria-pressed={on}
      aria-label={t('favFollow.team', { name })}
      data-fav-team={participantId}
      onClick={onClick}
    >
      <StarIcon on={on} />
      <span aria-hidden="true">{t(on ? 'favFollow.following' : 'favFollow.follow')}</span>
    </button>
  );
}

export interface FollowPlayerProps {
  sportId: number;
  playerId: string;
  name: string;
  /** The player's team (their matches are the team's), when known. */
  teamId?: string;
  teamName?: string;
  variant?: 'button' | 'star';
}

export function FollowPlayer({
  sportId,
  playerId,
  name,
  teamId,
  teamName,
  variant = 'star',
}: FollowPlayerProps) {
  const { t } = useTranslation();
  const { players } = useFavourites();
  const on = isFollowed(players, sportId, playerId);
  const onClick = () =>
    withFavouritesStore((store) =>
      store.togglePlayer({
        sportId,
        id: playerId,
        name,
        ...(teamId ? { teamId } : {}),
        ...(teamName ? { teamName } : {}),
      }),
    );
  return (
    <button
      type="button"
      className={variant === 'star' ? 'fav-btn fav-star' : on ? 'fav-follow fav-follow-on' : 'fav-follow'}
      aria-label={t('favFollow.player', { name })}
      aria-pressed={on}
      title={t(on ? 'favFollow.following' : 'favFollow.follow')}
      data-fav-player={playerId}
      onClick={onClick}
    >
      <StarIcon on={on} />
      {variant === 'button' && (
        <span aria-hidden="true">{t(on ? 'favFollow.following' : 'favFollow.follow')}</span>
      )}
    </button>
  );
}
