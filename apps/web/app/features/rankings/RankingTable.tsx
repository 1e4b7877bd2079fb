/**
 * One page of a ranking (feeds ran_ / ral_): place, movement since the last list, name (the
 * participant's page) and points; 100 places a page. A live ranking is kept current while open.
 */
import { decodeListFeed, type Lang, type RankingRow, type SportInfo } from '@nerali/domain';
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import type { T } from '../../i18n/index.ts';
import { paths } from '../../kit/paths.ts';
import { formatNumber } from '../../kit/time/format.ts';
import { useLiveRanking } from './use-live-ranking.ts';

function Move({ move, lang, t }: { move: number | undefined; lang: Lang; t: T }) {
  if (move === undefined) return null;
  if (move === 0) {
    return (
      <span className="rk-move rk-same" title={t('teamRankings.same')}>
        <span aria-hidden="true">–</span>
        <span className="sr">{t('teamRankings.same')}</span>
      </span>
    );
  }
  const n = formatNumber(Math.abs(move), lang);
  const up = move > 0;
  return (
    <span className={up ? 'rk-move rk-up' : 'rk-move rk-down'}>
      <span aria-hidden="true">{`${up ? '▲' : '▼'} ${n}`}</span>
      <span className="sr">{t(up ? 'teamRankings.up' : 'teamRankings.down', { n })}</span>
    </span>
  );
}

const Row = memo(function Row({
  row,
  sport,
  lang,
  t,
}: {
  row: RankingRow;
  sport: SportInfo;
  lang: Lang;
  t: T;
}) {
  return (
    <tr data-participant-id={row.participantId}>
      <td className="tm-num tm-pts">{formatNumber(row.rank, lang)}</td>
      <td>
        <Move move={row.move} lang={lang} t={t} />
      </td>
      <th scope="row">
        <Link to={paths.team(lang, sport, row.participantId)}>{row.name}</Link>
      </th>
      <td className="tm-num">{formatNumber(row.points, lang)}</td>
    </tr>
  );
});

export function RankingTable({
  body: initial,
  id,
  page,
  live,
  sport,
  lang,
  t,
}: {
  body: string;
  id: string;
  page: number;
  live: boolean;
  sport: SportInfo;
  lang: Lang;
  t: T;
}) {
  const body = useLiveRanking(initial, id, page, live);
  const rows = useMemo(() => decodeListFeed(body).rankingRows, [body]);
  return (
    <div className="tm-scroll">
      <table className="tm-table rk-table">
        <thead>
          <tr>
            <th scope="col" className="tm-num">
              {t('teamRankings.rank')}
            </th>
            <th scope="col">{t('teamRankings.move')}</th>
            <th scope="col">{t('teamRankings.name')}</th>
            <th scope="col" className="tm-num">
              {t('teamRankings.points')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.participantId} row={row} sport={sport} lang={lang} t={t} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
