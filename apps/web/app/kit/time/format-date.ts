/** A terms version ("2026-11-01") as a date in the page's language ("1 நவம்பர் 2026"). */
import type { Lang } from '@nerali/domain';
import { LOCALES } from '../../i18n/index.ts';

export function formatDate(version: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(version);
  if (!m) return version;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
