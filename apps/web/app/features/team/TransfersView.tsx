/**
 * A team's transfers (spec 2 §2 "transfers", feed tetr_): arrivals and departures of the page, newest
 * first, with the date, the other club, the kind of move and the fee: a sum in the money of the
 * team's league (`feeAmount`, `feeCurrency`), written here in the reader's language, or the
 * provider's own text for a fee that is no sum.
 */
import { decodeListFeed, type Lang, type SportInfo, type Transfer } from '@nerali/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { LOCALES, type T } from '../../i18n/index.ts';
import { paths } from '../../kit/paths.ts';
import { formatIsoDate } from '../../kit/time/dates.ts';

const KINDS = new Set(['transfer', 'loan', 'free', 'loanEnd']);

const CRORE = 10_000_000;
const LAKH = 100_000;
const MILLION = 1_000_000;
const BILLION = 1_000_000_000;
const ISO_4217 = /^[A-Z]{3}$/;
const LATIN = /[A-Za-z]/;

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang], options);
    formats.set(key, f);
  }
  return f;
}

const currencyNames = new Map<Lang, Intl.DisplayNames>();
function currencyName(code: string, lang: Lang): string {
  let names = currencyNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([LOCALES[lang]], { type: 'currency' });
    currencyNames.set(lang, names);
  }
  return names.of(code) ?? code;
}

/** `n` with at most one decimal, in the page's digits and grouping. */
const oneDecimal = (n: number, lang: Lang) => numberFormat(lang, { maximumFractionDigits: 1 }).format(n);
/** A number that rounds to one decimal as `oneDecimal` writes it, to choose the unit after rounding. */
const rounded = (n: number) => Math.round(n * 10) / 10;

/**
 * `n` with its currency's sign ("£10.8"), or null where the sign holds Latin letters ("SAR", "R$")
 * on a Tamil page: there the currency is said by its Tamil name. English pages show the sign
 * ICU gives in 'en-IN' (A$ for Australian dollars, SAR).
 */
function withSign(n: number, currency: string, lang: Lang, maximumFractionDigits: number): string | null {
  const sum = numberFormat(lang, {
    style: 'currency',
    currency,
    currencyDisplay: lang === 'ta' ? 'narrowSymbol' : 'symbol',
    minimumFractionDigits: 0,
    maximumFractionDigits,
  }).format(n);
  return lang === 'ta' && LATIN.test(sum) ? null : sum;
}

/** A sum in millions or billions, with its sign or, failing that, its currency's name. */
function scaled(amount: number, unit: number, currency: string, lang: Lang, t: T): string {
  const n = amount / unit;
  const sum = withSign(n, currency, lang, 1);
  const billions = unit === BILLION;
  if (sum !== null) return t(billions ? 'teamTransfers.feeBillion' : 'teamTransfers.feeMillion', { sum });
  return t(billions ? 'teamTransfers.feeBillionNamed' : 'teamTransfers.feeMillionNamed', {
    n: oneDecimal(n, lang),
    currency: currencyName(currency, lang),
  });
}

/** A sum below a million (or a lakh of rupees) in full: "£8,50,000". */
function whole(amount: number, currency: string, lang: Lang, t: T): string {
  return (
    withSign(amount, currency, lang, 0) ??
    t('teamTransfers.feeNamed', {
      n: numberFormat(lang, { maximumFractionDigits: 0 }).format(amount),
      currency: currencyName(currency, lang),
    })
  );
}

/**
 * The fee in the reader's language: rupees in crore and lakh as Indian media write them ("₹12.5 கோடி",
 * "₹85 லட்சம்"), other money in millions ("£10.8 மில்லியன்"). A sum wins over the provider's text;
 * a move without either has no fee (free moves, loans).
 */
export function feeText(transfer: Transfer, lang: Lang, t: T): string | null {
  const { feeAmount: amount, feeCurrency: currency } = transfer;
  if (
    amount !== undefined &&
    currency !== undefined &&
    Number.isFinite(amount) &&
    amount > 0 &&
    ISO_4217.test(currency)
  ) {
    if (currency === 'INR') {
      if (rounded(amount / LAKH) >= 100)
        return t('teamTransfers.feeCrore', { n: oneDecimal(amount / CRORE, lang) });
      if (rounded(amount / LAKH) >= 1)
        return t('teamTransfers.feeLakh', { n: oneDecimal(amount / LAKH, lang) });
      return whole(amount, currency, lang, t);
    }
    if (rounded(amount / MILLION) >= 1000) return scaled(amount, BILLION, currency, lang, t);
    if (rounded(amount / MILLION) >= 1) return scaled(amount, MILLION, currency, lang, t);
    return whole(amount, currency, lang, t);
  }
  return transfer.fee ? transfer.fee : null;
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
