/**
 * "போட்டித் தகவல்" on the summary tab: venue and city, referee, attendance and the channels showing the
 * match in India (the `MI` and `MB` rows of d_su), for every sport whose source knows them. What is
 * not known is not shown; with nothing known there is no block. Numbers in the page's locale.
 */
import type { DecodedMatchInfo, Lang } from '@nerali/domain';
import type { T } from '../../i18n/index.ts';
import { formatNumber } from '../../kit/time/format.ts';

export function MatchInfo({ info, t, lang }: { info: DecodedMatchInfo | null; t: T; lang: Lang }) {
  if (!info) return null;
  const rows: [string, string][] = [];
  const venue = [info.venue, info.city].filter(Boolean).join(', ');
  if (venue) rows.push([t('matchInfo.venue'), venue]);
  if (info.referee) rows.push([t('matchInfo.referee'), info.referee]);
  if (info.attendance !== undefined)
    rows.push([t('matchInfo.attendance'), formatNumber(info.attendance, lang)]);
  if (info.broadcasts.length > 0) {
    const channels = info.broadcasts
      .map((b) => `${b.name} (${t(b.type === 1 ? 'matchInfo.tv' : 'matchInfo.web')})`)
      .join(', ');
    rows.push([t('matchInfo.broadcast'), channels]);
  }
  if (rows.length === 0) return null;
  return (
    <section className="card mi" aria-labelledby="mi-h">
      <h2 className="card-h" id="mi-h">
        {t('matchInfo.title')}
      </h2>
      <dl className="ck-sum mi-list">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
