/**
 * A bookmaker named in the odds comparison or the match summary (S2 3.17): as its logo or its name in
 * plain text, as the region's flags say (`useOddsRules()`: `comparisonBookmaker`, `summaryBookmaker`).
 * We hold no bookmaker's image, so the logo is drawn like a team's crest (domain `bookmakerBadge`:
 * initials on a colour of the id), inline, with the bookmaker's name as its accessible text. A logo is
 * a link only where `bookmakerLogoLink` gives an address; no bookmaker has one today
 * (docs/decisions.md "Bookmaker and odds rules by region").
 */
import { type BookmakerMark as Mark, bookmakerBadge } from '@nerali/domain';

export function BookmakerLogo({ id, name, size = 22 }: { id: number; name: string; size?: number }) {
  const { letters, fill, ink } = bookmakerBadge(id, name);
  const fontSize = letters.length > 2 ? 11 : 13;
  return (
    <svg
      className="bm-logo"
      role="img"
      aria-label={name}
      viewBox="0 0 32 32"
      width={size}
      height={size}
      data-bookmaker-id={id}
    >
      <title>{name}</title>
      <rect width="32" height="32" rx="6" fill={fill} />
      <text
        x="16"
        y={16 + fontSize * 0.36}
        textAnchor="middle"
        fontSize={fontSize}
        fontWeight="700"
        fill={ink}
        aria-hidden="true"
      >
        {letters}
      </text>
    </svg>
  );
}

/** The bookmaker as `mark` says; `href` (already checked by `bookmakerLogoLink`) makes a logo a link. */
export function BookmakerMark({
  id,
  name,
  mark,
  href = null,
}: {
  id: number;
  name: string;
  mark: Mark;
  href?: string | null;
}) {
  if (mark === 'text') return <span className="bm-name">{name}</span>;
  const logo = <BookmakerLogo id={id} name={name} />;
  return href ? (
    <a className="bm-link" href={href} rel="sponsored noopener noreferrer" target="_blank">
      {logo}
    </a>
  ) : (
    logo
  );
}
