/**
 * Crests and avatars (docs/decisions.md "Crests and avatars"). A crest is an <img> of the server's
 * /img/crest/{id}.svg (drawn from the team's colours, or a redirect to its provider's image), so it
 * costs no script and the browser caches one file per team. Decorative: the team's name is always
 * written beside it, so alt="".
 */
import type { SportInfo } from '@nerali/domain';
import { memo } from 'react';
import { sportFacts } from '../sport-facts.ts';

/** Our participant and player ids (the server's route accepts these only). */
const ID_RE = /^[A-Za-z0-9]{1,48}$/;

/** Teams have crests; a person who plays for himself (tennis, boxing, golf) does not. */
export function hasCrests(sport: SportInfo): boolean {
  const facts = sportFacts(sport);
  return facts.kind === 'duel' && !facts.individual;
}

export function crestSrc(participantId: string): string | null {
  return ID_RE.test(participantId) ? `/img/crest/${participantId}.svg` : null;
}

export function avatarSrc(playerId: string): string | null {
  return ID_RE.test(playerId) ? `/img/avatar/${playerId}.svg` : null;
}

export const Crest = memo(function Crest({
  id,
  size,
  className = 'crest',
  eager = false,
}: {
  id: string;
  size: number;
  className?: string;
  /** Above the fold (the match header): not lazy. */
  eager?: boolean;
}) {
  const src = crestSrc(id);
  if (!src) return null;
  return (
    <img
      className={className}
      src={src}
      width={size}
      height={size}
      alt=""
      loading={eager ? undefined : 'lazy'}
      decoding="async"
    />
  );
});

/** A player's picture from the server (initials, or the provider's photo). */
export const Avatar = memo(function Avatar({ id, size }: { id: string; size: number }) {
  const src = avatarSrc(id);
  if (!src) return null;
  return <img className="avatar" src={src} width={size} height={size} alt="" decoding="async" />;
});
