/**
 * The table of the participant's league (spec 2 §2 "standings_table") with its own row marked: the
 * whole table, as a fan wants to see who is around. Other teams link to their pages.
 */
import { decodeListFeed, type Lang, type SportInfo, nationName } from '@nerali/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { T } from '../../i18n/index.ts';
import { paths } from '../../kit/paths.ts';
import { formatNumber } from '../../kit/time/format.ts';

export function TableView({
  body,
  participantId,
  sport,
  lang,
  t,
}: {
  body: string | null;
  participantId: string;
  sport: SportInfo;
  lang: Lang;
  t: T;
}) {
  const doc = useMemo(() => (body ? decodeListFeed(body) : null), [body]);
  const league = doc?.leagues[0];
  if (!doc || !league) return null;
  const n = (v: number) => formatNumber(v, lang);
  return (
    <section className="tm-block" aria-labelledby="tm-table-h">
      <h2 id="tm-table-h">
        <Link to={paths.league(lang, sport, league.id, 'standings')}>
          {t('team.standingsOf', { league: league.name })}
        </Link>
      </h2>
      {doc.standings.map((group, gi) => (
        <div className="tm-scroll" key={gi}>
          <table className="tm-table tm-standings">
            {group.name && <caption>{group.name}</caption>}
            <thead>
              <tr>
                <th scope="col" className="tm-num">
                  <abbr title={t('race.position')}>{t('team.rankShort')}</abbr>
                </th>
                <th scope="col">{t('team.teamCol')}</th>
                <th scope="col" className="tm-num">
                  <abbr title={t('team.played')}>{t('team.playedShort')}</abbr>
                </th>
                <th scope="col" className="tm-num">
                  <abbr title={t('team.won')}>{t('team.wonShort')}</abbr>
                </th>
                <th scope="col" className="tm-num">
                  <abbr title={t('team.drawn')}>{t('team.drawnShort')}</abbr>
                </th>
                <th scope="col" className="tm-num">
                  <abbr title={t('team.lost')}>{t('team.lostShort')}</abbr>
                </th>
                <th scope="col" className="tm-num tm-wide">
                  <abbr title={t('team.scores')}>{t('team.scoresShort')}</abbr>
                </th>
                <th scope="col" className="tm-num">
                  <abbr title={t('team.points')}>{t('team.pointsShort')}</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row) => {
                const own = row.participantId === participantId;
                return (
                  <tr
                    key={row.participantId}
                    className={own ? 'tm-own-row' : undefined}
                    aria-current={own ? 'true' : undefined}
                  >
                    <td className="tm-num">{n(row.rank)}</td>
                    <th scope="row">
                      {own ? (
                        <>
                          <strong>{nationName(row.name, lang)}</strong>
                          <span className="sr">{` (${t('team.ownRow')})`}</span>
                        </>
                      ) : (
                        <Link to={paths.team(lang, sport, row.participantId)}>
                          {nationName(row.name, lang)}
                        </Link>
                      )}
                    </th>
                    <td className="tm-num">{n(row.played)}</td>
                    <td className="tm-num">{n(row.won)}</td>
                    <td className="tm-num">{n(row.drawn)}</td>
                    <td className="tm-num">{n(row.lost)}</td>
                    <td className="tm-num tm-wide">{`${n(row.scoreFor)}:${n(row.scoreAgainst)}`}</td>
                    <td className="tm-num tm-pts">{n(row.points)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
