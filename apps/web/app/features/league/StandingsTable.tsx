/**
 * A tournament's table (`ts_`), group by group: rank, side (a link to its page), the sport's columns
 * (standings.ts), points and the last five results as badges. Rows in a zone (promotion, play-off,
 * relegation) carry its colour on the rank and a legend under the table names the colours, so the
 * colour is never the only sign (the legend and each row's hidden text say it too).
 *
 * A table is wider than a phone: it scrolls sideways inside its own focusable region, and below 640 px
 * the won/drawn/lost and score columns give way (difference and points stay).
 */
import { decodeListFeed, type Lang, type SportInfo, type StandingRow, nationName } from '@nerali/domain';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { paths } from '../../kit/paths.ts';
import { Crest, hasCrests } from '../../kit/ui/Crest.tsx';
import { formatNumber } from '../../kit/time/format.ts';
import { signedDifference, tableShape, type TableShape, zoneKey, zonesIn } from './standings.ts';

function FormBadges({ form }: { form: StandingRow['form'] }) {
  const { t } = useTranslation();
  return (
    <ol className="lt-form">
      {form.map((result, i) => (
        <li key={i} className={`fm fm-${result}`} title={t(`leagueForm.${result}Long`)}>
          <span aria-hidden="true">{t(`leagueForm.${result}`)}</span>
          <span className="sr">{t(`leagueForm.${result}Long`)}</span>
        </li>
      ))}
    </ol>
  );
}

function Head({ short, long, className }: { short: string; long?: string; className?: string }) {
  return (
    <th scope="col" className={className}>
      {long ? <abbr title={long}>{short}</abbr> : short}
    </th>
  );
}

function TableHead({ shape }: { shape: TableShape }) {
  const { t } = useTranslation();
  if (shape.kind === 'series') {
    return (
      <tr>
        <Head className="lt-rank" short="#" long={t('leagueTable.rank')} />
        <Head className="lt-name" short={t(`leagueTable.${shape.name}`)} />
        <Head short={t('leagueTable.races')} long={t('leagueTable.racesLong')} />
        <Head short={t('leagueTable.wins')} />
        <Head className="lt-pts" short={t('leagueTable.pointsLong')} />
      </tr>
    );
  }
  return (
    <tr>
      <Head className="lt-rank" short="#" long={t('leagueTable.rank')} />
      <Head className="lt-name" short={t(`leagueTable.${shape.name}`)} />
      <Head short={t('leagueTable.played')} long={t('leagueTable.playedLong')} />
      <Head className="lt-wide" short={t('leagueTable.won')} long={t('leagueTable.wonLong')} />
      {shape.draws && (
        <Head className="lt-wide" short={t('leagueTable.drawn')} long={t('leagueTable.drawnLong')} />
      )}
      <Head className="lt-wide" short={t('leagueTable.lost')} long={t('leagueTable.lostLong')} />
      <Head className="lt-wide" short={t(`leagueTable.${shape.unit}`)} long={t('leagueTable.scoreLong')} />
      <Head short={t('leagueTable.difference')} long={t('leagueTable.differenceLong')} />
      <Head className="lt-pts" short={t('leagueTable.points')} long={t('leagueTable.pointsLong')} />
      {shape.form && (
        <Head className="lt-formh" short={t('leagueTable.form')} long={t('leagueTable.formLong')} />
      )}
    </tr>
  );
}

function Row({
  row,
  shape,
  lang,
  sport,
}: {
  row: StandingRow;
  shape: TableShape;
  lang: Lang;
  sport: SportInfo;
}) {
  const { t } = useTranslation();
  const zone = zoneKey(row.zone);
  const n = (value: number) => formatNumber(value, lang);
  return (
    <tr className={zone ? `lt-z lt-z-${zone}` : undefined}>
      <td className="lt-rank">
        {n(row.rank)}
        {zone && <span className="sr">{`, ${t(`leagueZone.${zone}`)}`}</span>}
      </td>
      <th scope="row" className="lt-name">
        {hasCrests(sport) && <Crest id={row.participantId} size={16} className="crest-s" />}
        <Link to={paths.team(lang, sport, row.participantId)}>{nationName(row.name, lang)}</Link>
      </th>
      <td>{n(row.played)}</td>
      {shape.kind === 'series' ? (
        <td>{n(row.won)}</td>
      ) : (
        <>
          <td className="lt-wide">{n(row.won)}</td>
          {shape.draws && <td className="lt-wide">{n(row.drawn)}</td>}
          <td className="lt-wide">{n(row.lost)}</td>
          <td className="lt-wide lt-score">{`${n(row.scoreFor)}:${n(row.scoreAgainst)}`}</td>
          <td>{signedDifference(row.scoreFor - row.scoreAgainst)}</td>
        </>
      )}
      <td className="lt-pts">{n(row.points)}</td>
      {shape.kind === 'duel' && shape.form && (
        <td className="lt-formc">
          <FormBadges form={row.form} />
        </td>
      )}
    </tr>
  );
}

export interface StandingsTableProps {
  body: string;
  sport: SportInfo;
  lang: Lang;
  /** The summary shows the top rows of each group only. */
  limit?: number;
}

export function StandingsTable({ body, sport, lang, limit }: StandingsTableProps) {
  const { t } = useTranslation();
  const groups = useMemo(() => decodeListFeed(body).standings, [body]);
  const all = groups.flatMap((g) => g.rows);
  const shape = tableShape(sport, all);
  const zones = zonesIn(limit === undefined ? all : groups.flatMap((g) => g.rows.slice(0, limit)));
  if (all.length === 0) return <p className="empty-t">{t('leagueTable.none')}</p>;
  return (
    <>
      {groups.map((group, i) => {
        const rows = limit === undefined ? group.rows : group.rows.slice(0, limit);
        const caption = group.name || t('leagueTable.heading');
        return (
          <div
            key={`${i}:${group.name}`}
            className="lt-wrap"
            role="region"
            aria-label={caption}
            // Focusable so a keyboard can scroll a table wider than the screen.
            tabIndex={0}
          >
            <table className="lt">
              <caption className={group.name ? 'lt-cap' : 'sr'}>{caption}</caption>
              <thead>
                <TableHead shape={shape} />
              </thead>
              <tbody>
                {rows.map((row) => (
                  <Row key={row.participantId} row={row} shape={shape} lang={lang} sport={sport} />
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
      {zones.length > 0 && (
        <div className="lt-legend">
          <h3 className="sr">{t('leagueTable.legend')}</h3>
          <ul>
            {zones.map((zone) => (
              <li key={zone}>
                <span className={`lt-sw lt-z-${zone}`} aria-hidden="true" />
                {t(`leagueZone.${zone}`)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
