/**
 * A team's injury history (spec 2 §2 "injury_history", feed pij_): who, what, since when, and the
 * expected return, which on the visitor's day is either still ahead (out) or passed (back).
 */
import { decodeInjuriesFeed, type Lang, type SportInfo } from '@nerali/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { T } from '../../i18n/index.ts';
import { paths } from '../../kit/paths.ts';
import { formatIsoDate, localIsoDate } from '../../kit/time/dates.ts';

export function InjuriesView({
  body,
  sport,
  lang,
  nowS,
  tzMinutes,
  t,
}: {
  body: string | null;
  sport: SportInfo;
  lang: Lang;
  nowS: number;
  tzMinutes: number;
  t: T;
}) {
  const injuries = useMemo(() => (body ? decodeInjuriesFeed(body) : []), [body]);
  const today = localIsoDate(nowS, tzMinutes);
  return (
    <div className="tm-scroll">
      <table className="tm-table">
        <caption className="sr">{t('teamTabs.injuries')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('teamInjuries.player')}</th>
            <th scope="col">{t('teamInjuries.reason')}</th>
            <th scope="col">{t('teamInjuries.from')}</th>
            <th scope="col">{t('teamInjuries.until')}</th>
          </tr>
        </thead>
        <tbody>
          {injuries.map((injury) => {
            // Dates as YYYY-MM-DD compare as text.
            const back = injury.until !== undefined && injury.until < today;
            return (
              <tr key={`${injury.playerId}-${injury.from}`} className={back ? 'tm-back' : undefined}>
                <th scope="row">
                  <Link to={paths.player(lang, sport, injury.playerId)}>{injury.playerName}</Link>
                </th>
                <td>{injury.reason}</td>
                <td className="tm-date">{formatIsoDate(injury.from, lang)}</td>
                <td className="tm-date">
                  {injury.until !== undefined ? formatIsoDate(injury.until, lang) : ''}
                  <span className={back ? 'tm-tag tm-tag-ok' : 'tm-tag'}>
                    {t(back ? 'teamInjuries.back' : 'teamInjuries.out')}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
