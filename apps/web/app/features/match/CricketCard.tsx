/**
 * The ball-by-ball scorecard of a cricket match as Cricbuzz and ESPNcricinfo readers expect it:
 * - the live view while an innings is in play: the two batters (the striker marked) with runs (balls),
 *   the bowler's figures, this over ball by ball, the partnership, the rates and what a chase needs;
 * - each innings: the batting table (how out, R, B, 4s, 6s, SR), extras, total, did not bat, fall of
 *   wickets, partnerships, the bowling table (O, M, R, W, NB, WD, dots, Econ);
 * - the match's facts: toss, venue, umpires, player of the match.
 * Every figure comes from the `Scorecard` (domain cricket/model.ts), computed from the deliveries; this
 * file only lays it out. Wide tables scroll inside their box on a phone (`.tbl-wrap`).
 */
import type { BatterLine, BowlerLine, InningsCard, MatchEvent, Scorecard } from '@nerali/domain';
import type { T } from '../../i18n/index.ts';
import { ballChip, chase, chaseText, dismissalText, liveInnings, ordinal } from './cricket.ts';

function teamOf(event: MatchEvent, side: number): string {
  return side === 2 ? event.awayName : event.homeName;
}

/** A column heading: the short form shown, the full word in a title and for screen readers. */
function Head({ short, long }: { short: string; long: string }) {
  return (
    <th scope="col">
      <abbr title={long} aria-label={long}>
        {short}
      </abbr>
    </th>
  );
}

function BattingTable({ card, t }: { card: InningsCard; t: T }) {
  return (
    <div className="tbl-wrap">
      <table className="sc-t ck-bat">
        <caption className="sc-cap">{t('cricket.battingTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cricket.batter')}</th>
            <Head short={t('cricket.runs')} long={t('cricket.runsLong')} />
            <Head short={t('cricket.balls')} long={t('cricket.ballsLong')} />
            <Head short={t('cricket.fours')} long={t('cricket.foursLong')} />
            <Head short={t('cricket.sixes')} long={t('cricket.sixesLong')} />
            <Head short={t('cricket.strikeRate')} long={t('cricket.strikeRateLong')} />
          </tr>
        </thead>
        <tbody>
          {card.batting.map((b) => (
            <BatterRow key={b.name} batter={b} t={t} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BatterRow({ batter: b, t }: { batter: BatterLine; t: T }) {
  return (
    <tr className={b.atCrease ? 'ck-in' : undefined}>
      <th scope="row">
        {b.name}
        {b.onStrike && <StrikeMark t={t} />}
        {/* How out under the name, as the phone scorecards print it: the figures stay in view. */}
        <span className="ck-how">{dismissalText(b.out, t)}</span>
      </th>
      <td className="ck-r">{b.runs}</td>
      <td>{b.balls}</td>
      <td>{b.fours}</td>
      <td>{b.sixes}</td>
      <td>{b.strikeRate ?? '-'}</td>
    </tr>
  );
}

function StrikeMark({ t }: { t: T }) {
  return (
    <span className="ck-strike" title={t('cricket.onStrike')}>
      <span aria-hidden="true">*</span>
      <span className="sr">{`, ${t('cricket.onStrike')}`}</span>
    </span>
  );
}

function BowlingTable({ card, t }: { card: InningsCard; t: T }) {
  return (
    <div className="tbl-wrap">
      <table className="sc-t ck-bowl">
        <caption className="sc-cap">{t('cricket.bowlingTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cricket.bowler')}</th>
            <Head short={t('cricket.overs')} long={t('cricket.oversLong')} />
            <Head short={t('cricket.maidens')} long={t('cricket.maidensLong')} />
            <Head short={t('cricket.runs')} long={t('cricket.runsLong')} />
            <Head short={t('cricket.wickets')} long={t('cricket.wicketsLong')} />
            <Head short={t('cricket.economy')} long={t('cricket.economyLong')} />
            <Head short={t('cricket.noBalls')} long={t('cricket.noBallsLong')} />
            <Head short={t('cricket.wides')} long={t('cricket.widesLong')} />
            <Head short={t('cricket.dots')} long={t('cricket.dotsLong')} />
          </tr>
        </thead>
        <tbody>
          {card.bowling.map((b) => (
            <BowlerRow key={b.name} bowler={b} t={t} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BowlerRow({ bowler: b, t }: { bowler: BowlerLine; t: T }) {
  return (
    <tr className={b.current ? 'ck-in' : undefined}>
      <th scope="row">
        {b.name}
        {b.current && <span className="sr">{`, ${t('cricket.current')}`}</span>}
      </th>
      <td>{b.overs}</td>
      <td>{b.maidens}</td>
      <td>{b.runs}</td>
      <td className="ck-r">{b.wickets}</td>
      <td>{b.economy ?? '-'}</td>
      <td>{b.noBalls}</td>
      <td>{b.wides}</td>
      <td>{b.dots}</td>
    </tr>
  );
}

/** "187/6", "401/9 டிக்ளேர்", "202 ஆல் அவுட்". */
function totalText(card: InningsCard, t: T): string {
  if (card.allOut) return t('cricket.allOut', { runs: card.runs });
  if (card.declared) return t('cricket.declared', { runs: card.runs, wickets: card.wickets });
  return t('cricket.totalRuns', { runs: card.runs, wickets: card.wickets });
}

function Innings({
  card,
  event,
  sideInnings,
  t,
  live,
}: {
  card: InningsCard;
  event: MatchEvent;
  /** The side's own innings (a Test's first or second); null when each side bats once. */
  sideInnings: number | null;
  t: T;
  live: boolean;
}) {
  const team = teamOf(event, card.side);
  const id = `ck-${card.innings}`;
  const e = card.extras;
  return (
    <section className="card sc ck" aria-labelledby={id}>
      <h2 className="card-h" id={id}>
        {sideInnings !== null
          ? t('cricket.inningsOrdinal', { team, ordinal: ordinal(sideInnings, t) })
          : t('cricket.inningsOf', { team })}
        {live && <span className="sc-now">{t('cricket.live')}</span>}
        {card.followOn && <span className="ck-fo">{t('cricket.followOn')}</span>}
      </h2>
      {card.batting.length > 0 && <BattingTable card={card} t={t} />}
      <dl className="ck-sum">
        <div>
          <dt>{t('cricket.extras')}</dt>
          <dd>
            <strong>{e.total}</strong>{' '}
            {`(${t('cricket.extrasDetail', {
              byes: e.byes,
              legByes: e.legByes,
              wides: e.wides,
              noBalls: e.noBalls,
              penalties: e.penalties,
            })})`}
          </dd>
        </div>
        <div className="ck-total">
          <dt>{t('cricket.total')}</dt>
          <dd>
            <strong>{totalText(card, t)}</strong>{' '}
            {`(${[
              t('cricket.totalOvers', { overs: card.overs }),
              card.runRate ? t('cricket.runRate', { rate: card.runRate }) : '',
            ]
              .filter(Boolean)
              .join(', ')})`}
          </dd>
        </div>
        {card.didNotBat.length > 0 && (
          <div>
            <dt>{t('cricket.didNotBat')}</dt>
            <dd>{card.didNotBat.join(', ')}</dd>
          </div>
        )}
      </dl>
      {card.fallOfWickets.length > 0 && (
        <>
          <h3 className="sc-h">{t('cricket.fallOfWickets')}</h3>
          <ol className="sc-fow">
            {card.fallOfWickets.map((w) => (
              <li key={w.wicket}>
                {t('cricket.fow', { score: w.score, wicket: w.wicket, batter: w.batter, over: w.over })}
              </li>
            ))}
          </ol>
        </>
      )}
      {card.partnerships.length > 0 && (
        <>
          <h3 className="sc-h">{t('cricket.partnerships')}</h3>
          <ul className="ck-pships">
            {card.partnerships.map((p) => (
              <li key={p.wicket}>
                <span className="ck-pw">
                  {t('cricket.partnershipFor', { ordinal: ordinal(p.wicket, t) })}
                </span>
                <span>{`${p.batters[0]} - ${p.batters[1]}`}</span>
                <strong>{t('cricket.partnershipRuns', { runs: p.runs, balls: p.balls })}</strong>
                {p.unbroken && <span className="ck-unb">{t('cricket.unbroken')}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      {card.bowling.length > 0 && <BowlingTable card={card} t={t} />}
    </section>
  );
}

/** Above the scorecard while an innings is in play: batters, bowler, this over, partnership, rates. */
export function LiveView({ card, event, t }: { card: Scorecard; event: MatchEvent; t: T }) {
  const live = card.live;
  const innings = liveInnings(card);
  if (!live || !innings) return null;
  const batter = (name: string | undefined) => innings.batting.find((b) => b.name === name);
  const batters = [batter(live.striker), batter(live.nonStriker)].filter((b): b is BatterLine => !!b);
  const bowler = innings.bowling.find((b) => b.name === live.bowler);
  const need = chase(event, card);
  const rate = innings.runRate ?? event.cricket?.runRate;
  const required = event.cricket?.requiredRunRate;
  return (
    <section className="card ck-live" aria-labelledby="ck-live-h">
      <h2 className="card-h" id="ck-live-h">
        {`${teamOf(event, innings.side)} ${totalText(innings, t)}`}
        <span className="ck-ov">{` (${innings.overs})`}</span>
      </h2>
      {need && <p className="ck-need">{`${teamOf(event, innings.side)}: ${chaseText(need, t)}`}</p>}
      {live.lead !== undefined && live.lead !== 0 && (
        <p className="ck-need">
          {t(live.lead > 0 ? 'cricket.lead' : 'cricket.trail', { runs: Math.abs(live.lead) })}
        </p>
      )}
      <ul className="ck-pair">
        {batters.map((b) => (
          <li key={b.name} className={b.onStrike ? 'ck-on' : undefined}>
            <span className="ck-n">
              {b.name}
              {b.onStrike && <StrikeMark t={t} />}
            </span>
            <span aria-hidden="true">{t('cricket.batterFigures', { runs: b.runs, balls: b.balls })}</span>
            <span className="sr">{t('cricket.batterFiguresLong', { runs: b.runs, balls: b.balls })}</span>
          </li>
        ))}
        {bowler && (
          <li className="ck-bw">
            <span className="ck-n">{bowler.name}</span>
            <span aria-hidden="true">
              {t('cricket.bowlerFigures', {
                overs: bowler.overs,
                maidens: bowler.maidens,
                runs: bowler.runs,
                wickets: bowler.wickets,
              })}
            </span>
            <span className="sr">
              {`${t('cricket.current')}: ${t('cricket.bowlerFiguresLong', {
                overs: bowler.overs,
                maidens: bowler.maidens,
                runs: bowler.runs,
                wickets: bowler.wickets,
              })}`}
            </span>
          </li>
        )}
      </ul>
      {live.thisOver.length > 0 && (
        <div className="ck-over">
          <h3 className="ck-oh">{t('cricket.thisOver')}</h3>
          <ol className="ck-chips" aria-live="polite">
            {live.thisOver.map((mark, i) => {
              const chip = ballChip(mark, t);
              return (
                // The marks of an over only grow (a correction sends the whole over again).
                <li key={i} className={`ck-chip ck-${chip.kind}`} title={chip.label}>
                  <span aria-hidden="true">{chip.text}</span>
                  <span className="sr">{chip.label}</span>
                </li>
              );
            })}
          </ol>
        </div>
      )}
      <p className="ck-rates">
        {live.partnership && (
          <span>
            {`${t('cricket.partnership')} ${t('cricket.partnershipRuns', {
              runs: live.partnership.runs,
              balls: live.partnership.balls,
            })}`}
          </span>
        )}
        {rate && <span>{t('cricket.runRate', { rate })}</span>}
        {need && required && <span>{t('cricket.requiredRate', { rate: required })}</span>}
      </p>
    </section>
  );
}

function MatchInfo({ card, event, t }: { card: Scorecard; event: MatchEvent; t: T }) {
  const rows: [string, string][] = [];
  if (card.toss) {
    const team = teamOf(event, card.toss.winner);
    rows.push([
      t('cricket.toss'),
      t(card.toss.elected === 'bat' ? 'cricket.tossBat' : 'cricket.tossBowl', { team }),
    ]);
  }
  if (card.venue) rows.push([t('cricket.venue'), card.venue]);
  if (card.umpires && card.umpires.length > 0) rows.push([t('cricket.umpires'), card.umpires.join(', ')]);
  if (card.playerOfMatch) rows.push([t('cricket.playerOfMatch'), card.playerOfMatch]);
  if (rows.length === 0) return null;
  return (
    <section className="card ck-info" aria-labelledby="ck-info-h">
      <h2 className="card-h" id="ck-info-h">
        {t('cricket.matchInfo')}
      </h2>
      <dl className="ck-sum">
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

export function CricketCard({
  card,
  event,
  test,
  t,
}: {
  card: Scorecard;
  event: MatchEvent;
  test: boolean;
  t: T;
}) {
  // In the order batted, as the scorecards print them; the live view above says what is happening now.
  const innings = [...card.innings].sort((a, b) => a.innings - b.innings);
  // A side's own innings count in a Test (the follow-on makes a side bat twice in a row).
  const sideInnings = (i: InningsCard) =>
    test ? innings.filter((o) => o.side === i.side && o.innings <= i.innings).length : null;
  return (
    <>
      <LiveView card={card} event={event} t={t} />
      {innings.map((i) => (
        <Innings
          key={i.innings}
          card={i}
          event={event}
          sideInnings={sideInnings(i)}
          t={t}
          live={card.live?.innings === i.innings}
        />
      ))}
      <MatchInfo card={card} event={event} t={t} />
    </>
  );
}
