/**
 * The squad by position (spec 2 §2 "squad"): each position a table of number, name (the player's
 * profile), country and age on the visitor's day.
 */
import { decodeSquadFeed, type Lang, type SportInfo } from '@nerali/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { T } from '../../i18n/index.ts';
import { Flag } from '../../kit/ui/Flag.tsx';
import { paths } from '../../kit/paths.ts';
import { formatNumber } from '../../kit/time/format.ts';
import { ageOn } from '../../kit/time/dates.ts';
import { groupByPosition } from './positions.ts';

export function SquadView({
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
  const groups = useMemo(
    () => groupByPosition(sport.id, body ? decodeSquadFeed(body).players : []),
    [body, sport.id],
  );
  return (
    <div className="tm-squad">
      {groups.map(({ key, players }) => (
        <section key={key} className="tm-block" aria-labelledby={`tm-pos-${key}`}>
          <h2 id={`tm-pos-${key}`}>{t(`teamPosition.${key}`)}</h2>
          <table className="tm-table">
            <thead>
              <tr>
                <th scope="col" className="tm-num">
                  {t('team.number')}
                </th>
                <th scope="col">{t('team.name')}</th>
                <th scope="col">{t('team.country')}</th>
                <th scope="col" className="tm-num">
                  {t('team.age')}
                </th>
              </tr>
            </thead>
            <tbody>
              {players.map((p) => {
                const age = p.birthDate ? ageOn(p.birthDate, nowS, tzMinutes) : null;
                return (
                  <tr key={p.id}>
                    <td className="tm-num">{p.number !== undefined ? formatNumber(p.number, lang) : ''}</td>
                    <th scope="row">
                      <Link to={paths.player(lang, sport, p.id)}>{p.name}</Link>
                    </th>
                    <td>
                      {p.countryCode && (
                        <span className="tm-country">
                          <Flag code={p.countryCode} />
                          {p.countryName}
                        </span>
                      )}
                    </td>
                    <td className="tm-num">{age !== null ? formatNumber(age, lang) : ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
