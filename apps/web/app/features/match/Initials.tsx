/**
 * A line-up player's initials in a circle (docs/decisions.md "Crests and avatars"). Its own module,
 * away from kit/ui/Crest.tsx, so that the board's bundle does not carry it.
 */
import { avatarColour, personInitials } from '@nerali/domain';
import { memo } from 'react';

/**
 * Initials in a circle, drawn here (no request): for the many players of a line-up. The colour comes
 * from the player's id, or the name when the line-up has no id. Decorative (the name is written
 * beside it): hidden from screen readers, and the letters are generated content (`data-i`, CSS
 * `::before`), not text, so that copying or searching the list finds names, not "SC".
 */
export const Initials = memo(function Initials({ name, id }: { name: string; id?: string | undefined }) {
  return (
    <span
      className="initials"
      aria-hidden="true"
      data-i={personInitials(name)}
      style={{ background: avatarColour(id ?? name) }}
    />
  );
});
