/**
 * The standings of the match's league (`ts_{league}_{lang}_1`) with both sides of this match marked.
 * Zones (promotion, play-off, relegation) are keys the page says in Tamil; a key we do not know is not
 * shown rather than shown in English.
 */
import { decodeListFeed, type Lang, type SportInfo, nationName } from '@nerali/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { T } from '../../i18n/index.ts';
import { paths } from '../../kit/paths.ts';
import { Crest, hasCrests } from '../../kit/ui/Crest.tsx';
import { ResultMark } from './HeadToHead.tsx';
import { hasData } from './tabs.ts';

const ZONES = ['promotion', 'playoff', 'relegation'] as const;
type Zone = (typeof ZONES)[number];
const isZone = (value: string | undefined): value is Zone =>
  (ZONES as readonly (string | undefined)[]).includes(value);

export interface StandingsProps {
  body: string | undefined;
  sport: SportInfo;
  leagueName: string;
  teamIds: readonly string[];
  t: T;
  lang: Lang;
}

/** A difference as tables print it: "+12", "0", "-3". */
function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

function Abbr({ short, long }: { short: string; long: string }) {
  return (
    <abbr title={long}>
      <span aria-hidden="true">{short}</span>
      <span className="sr">{long}</span>
    </abbr>
  );
}

export function Standings({ body, sport, leagueName, teamIds, t, lang }: StandingsProps) {
  const groups = useMemo(() => (hasData(body) ? decodeListFeed(body).standings : []), [body]);
  if (groups.every((g) => g.rows.length === 0))
    return <p className="card empty-tab">{t('standings.none')}</p>;
  const crests = hasCrests(sport);
  return (
    <>
      {groups.map((group, gi) => (
        <section key={`${group.name}:${gi}`} className="card">
          <div className="tbl-wrap">
            <table className="sd-t">
              <caption className="card-h">
                {group.name ? `${leagueName}: ${group.name}` : t('standings.caption', { league: leagueName })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Abbr short="#" long={t('standings.rank')} />
                  </th>
                  <th scope="col" className="sd-team">
                    {t('standings.team')}
                  </th>
                  <th scope="col">
                    <Abbr short={t('standings.played')} long={t('standings.playedLong')} />
                  </th>
                  <th scope="col" className="sd-opt">
                    <Abbr short={t('standings.won')} long={t('standings.wonLong')} />
                  </th>
                  <th scope="col" className="sd-opt">
                    <Abbr short={t('standings.drawn')} long={t('standings.drawnLong')} />
                  </th>
                  <th scope="col" className="sd-opt">
                    <Abbr short={t('standings.lost')} long={t('standings.lostLong')} />
                  </th>
                  <th scope="col" className="sd-opt">
                    <Abbr short={t('standings.goals')} long={t('standings.goalsLong')} />
                  </th>
                  <th scope="col" className="sd-diff">
                    <Abbr short={t('standings.diff')} long={t('standings.diffLong')} />
                  </th>
                  <th scope="col">
                    <Abbr short={t('standings.points')} long={t('standings.pointsLong')} />
                  </th>
                  <th scope="col" className="sd-form">
                    {t('standings.form')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {group.rows.map((row) => {
                  const ours = teamIds.includes(row.participantId);
                  const zone = isZone(row.zone) ? row.zone : null;
                  return (
                    <tr key={row.participantId} className={ours ? 'sd-ours' : undefined}>
                      <td className={zone ? `sd-rank sd-${zone}` : 'sd-rank'}>
                        {row.rank}
                        {zone && <span className="sr">{`, ${t(`standings.${zone}`)}`}</span>}
                      </td>
                      <th scope="row" className="sd-team">
                        {crests && <Crest id={row.participantId} size={16} className="crest-s" />}
                        <Link to={paths.team(lang, sport, row.participantId)}>
                          {nationName(row.name, lang)}
                        </Link>
                        {ours && <span className="sr">{`, ${t('standings.thisMatch')}`}</span>}
                      </th>
                      <td>{row.played}</td>
                      <td className="sd-opt">{row.won}</td>
                      <td className="sd-opt">{row.drawn}</td>
                      <td className="sd-opt">{row.lost}</td>
                      <td className="sd-opt">{`${row.scoreFor}:${row.scoreAgainst}`}</td>
                      <td className="sd-diff">{signed(row.scoreFor - row.scoreAgainst)}</td>
                      <td className="sd-pts">{row.points}</td>
                      <td className="sd-form">
                        {row.form.map((r, i) => (
                          <ResultMark key={i} result={r} t={t} />
                        ))}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {group.rows.some((r) => isZone(r.zone)) && (
            <ul className="sd-legend">
              {ZONES.filter((z) => group.rows.some((r) => r.zone === z)).map((z) => (
                <li key={z}>
                  <span className={`sd-key sd-${z}`} aria-hidden="true" />
                  {t(`standings.${z}`)}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
