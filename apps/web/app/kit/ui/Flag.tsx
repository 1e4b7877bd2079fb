/**
 * A country's flag beside a league name. Decorative (the country name is written next to it): alt="".
 * The server serves flag-icons' 4:3 SVGs at /static/flags/{code}.svg for ISO codes and a few
 * subdivisions (gb-eng); pseudo-countries of international competitions ('world', 'asia', 'europe')
 * have no file, so they get a neutral globe drawn inline (no request, nothing broken).
 */
import { memo } from 'react';

/** ISO 3166-1 alpha-2, optionally with a subdivision (gb-eng, es-ct); 'eu' and 'un' have files too. */
const FLAG_FILE_RE = /^[a-z]{2}(-[a-z]{2,3})?$/;

export function flagSrc(countryCode: string): string | null {
  const code = countryCode.trim().toLowerCase();
  return FLAG_FILE_RE.test(code) ? `/static/flags/${code}.svg` : null;
}

export const Flag = memo(function Flag({ code }: { code: string }) {
  const src = flagSrc(code);
  if (src) {
    return <img className="flag" src={src} width={20} height={15} alt="" loading="lazy" decoding="async" />;
  }
  return (
    <svg
      className="flag flag-globe"
      width={20}
      height={15}
      viewBox="0 0 20 15"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="7.5" r="6.5" fill="none" stroke="currentColor" />
      <ellipse cx="10" cy="7.5" rx="3" ry="6.5" fill="none" stroke="currentColor" />
      <path d="M3.5 7.5h13M4.5 4h11M4.5 11h11" stroke="currentColor" fill="none" />
    </svg>
  );
});
