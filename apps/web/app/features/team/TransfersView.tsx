/**
 * A team's transfers (spec 2 §2 "transfers", feed tetr_): arrivals and departures of the page, newest
 * first, with the date, the other club, the kind of move and the fee as the provider gave it (its
 * own text, or a sum in euros written in the reader's language).
 */
import { decodeListFeed, type Lang, type SportInfo, type Transfer } from '@nerali/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { T } from '../../i18n/index.ts';
import { paths } from '../../kit/paths.ts';
import { formatIsoDate } from '../../kit/time/dates.ts';

const KINDS = new Set(['transfer', 'loan', 'free', 'loanEnd']);

const decimals = new Map<Lang, Intl.NumberFormat>();
function oneDecimal(n: number, lang: Lang): string {
  let f = decimals.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang === 'ta' ? 'ta-IN' : 'en-IN', { maximumFractionDigits: 1 });
    decimals.set(lang, f);
  }
  return f.format(n);
}

/** "12.5 மில்லியன் யூரோ": the euro sum in the reader's words; the provider's own text wins. */
export function feeText(transfer: Transfer, lang: Lang, t: T): string | null {
  if (transfer.fee) return transfer.fee;
  const eur = transfer.feeEur;
  if (eur === undefined || !Number.isFinite(eur) || eur <= 0) return null;
  return eur >= 1_000_000
    ? t('teamTransfers.feeMillion', { n: oneDecimal(eur / 1_000_000, lang) })
    : t('teamTransfers.feeThousand', { n: oneDecimal(eur / 1_000, lang) });
}

function kindText(type: string, t: T): string {
  return KINDS.has(type) ? t(`teamTransfers.${type as 'transfer'}`) : t('teamTransfers.other');
}

function Club({
  id,
  name,
  lang,
  sport,
}: {
  id: string | undefined;
  name: string;
  lang: Lang;
  sport: SportInfo;
}) {
  return id ? <Link to={paths.team(lang, sport, id)}>{name}</Link> : <>{name}</>;
}

function TransferTable({
  rows,
  arrivals,
  sport,
  lang,
  t,
}: {
  rows: Transfer[];
  arrivals: boolean;
  sport: SportInfo;
  lang: Lang;
  t: T;
}) {
  const id = arrivals ? 'tm-tr-in' : 'tm-tr-out';
  return (
    <section className="tm-block" aria-labelledby={id}>
      <h2 id={id}>{t(arrivals ? 'teamTransfers.arrivals' : 'teamTransfers.departures')}</h2>
      <div className="tm-scroll">
        <table className="tm-table">
          <thead>
            <tr>
              <th scope="col">{t('team.date')}</th>
              <th scope="col">{t('teamTransfers.player')}</th>
              <th scope="col">{t(arrivals ? 'teamTransfers.from' : 'teamTransfers.to')}</th>
              <th scope="col">{t('teamTransfers.kind')}</th>
              <th scope="col">{t('teamTransfers.fee')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.playerId}-${row.date}`}>
                <td className="tm-date">{formatIsoDate(row.date, lang)}</td>
                <th scope="row">
                  <Link to={paths.player(lang, sport, row.playerId)}>{row.playerName}</Link>
                </th>
                <td>
                  {arrivals ? (
                    <Club id={row.fromId} name={row.fromName} lang={lang} sport={sport} />
                  ) : (
                    <Club id={row.toId} name={row.toName} lang={lang} sport={sport} />
                  )}
                </td>
                <td>{kindText(row.type, t)}</td>
                <td>{feeText(row, lang, t) ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function TransfersView({
  body,
  teamId,
  sport,
  lang,
  t,
}: {
  body: string | null;
  teamId: string;
  sport: SportInfo;
  lang: Lang;
  t: T;
}) {
  const transfers = useMemo(() => (body ? decodeListFeed(body).transfers : []), [body]);
  const arrivals = transfers.filter((tr) => tr.toId === teamId);
  const departures = transfers.filter((tr) => tr.toId !== teamId);
  if (transfers.length === 0) return <p className="tm-empty">{t('teamTransfers.none')}</p>;
  return (
    <>
      {arrivals.length > 0 && <TransferTable rows={arrivals} arrivals sport={sport} lang={lang} t={t} />}
      {departures.length > 0 && (
        <TransferTable rows={departures} arrivals={false} sport={sport} lang={lang} t={t} />
      )}
    </>
  );
}
