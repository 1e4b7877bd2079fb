/**
 * Match history: tennis game by game (`df_mh`) with the current set point by point (`df_mhs`); darts
 * leg by leg with each visit (`df_mhn`), the checkout and the darts the winner needed. Who served
 * (threw first), who won, breaks of serve marked.
 */
import { type DecodedSet, decodeMatchHistory, type MatchEvent, type SportInfo } from '@nerali/domain';
import { useMemo } from 'react';
import type { T } from '../../i18n/index.ts';
import { nthPart } from '../../kit/event/status.ts';
import { duelFacts } from '../../kit/sport-facts.ts';
import { hasData } from './tabs.ts';

export interface HistoryProps {
  bodies: readonly (string | undefined)[];
  event: MatchEvent;
  sport: SportInfo;
  t: T;
}

/** Sets of every body, a later body's set (with points) replacing an earlier one of the same number. */
export function mergeSets(bodies: readonly (string | undefined)[]): DecodedSet[] {
  const sets = new Map<number, DecodedSet>();
  for (const body of bodies)
    if (hasData(body)) for (const set of decodeMatchHistory(body)) sets.set(set.set, set);
  return [...sets.values()].sort((a, b) => a.set - b.set);
}

/** A tennis point as the scoreboard says it: "40:A" with advantage in Tamil. */
function pointText(point: string, t: T): string {
  return point
    .split(':')
    .map((p) => (p === 'A' ? t('history.advantage') : p))
    .join(':');
}

export function History({ bodies, event, sport, t }: HistoryProps) {
  const sets = useMemo(() => mergeSets(bodies), [bodies]);
  if (sets.length === 0) return <p className="card empty-tab">{t('history.none')}</p>;
  // Darts' history is of legs within sets; tennis' and the other set sports' of games.
  const darts = duelFacts(sport).match.history === 'darts';
  const unit = darts ? 'leg' : 'game';
  const name = (side: 1 | 2) => (side === 2 ? event.awayName : event.homeName);
  return (
    <>
      {[...sets].reverse().map((set) => (
        <section key={set.set} className="card" aria-labelledby={`mh-${set.set}`}>
          <h2 className="card-h" id={`mh-${set.set}`}>
            {nthPart(set.set, 'set', t)}
            {set.score && <span className="mh-ss">{set.score}</span>}
          </h2>
          <ol className="gh-list">
            {set.games.map((game) => (
              <li key={game.game} className={game.broken ? 'gh gh-brk' : 'gh'}>
                <span className="gh-n">{nthPart(game.game, unit, t)}</span>
                <span className="gh-srv">
                  {`${t(darts ? 'history.throwFirst' : 'history.serve')}: ${name(game.server)}`}
                </span>
                <span className="gh-w">{t('history.wonBy', { name: name(game.winner) })}</span>
                {game.score && <span className="gh-sc">{game.score}</span>}
                {game.broken && !darts && <span className="gh-b">{t('history.broken')}</span>}
                {game.breakPoints !== undefined && game.breakPoints > 0 && (
                  <span className="gh-bp">{t('history.breakPoints', { count: game.breakPoints })}</span>
                )}
                {darts && game.checkout !== undefined && (
                  <span className="gh-co">
                    {game.darts === undefined
                      ? t('history.checkout', { value: game.checkout })
                      : `${t('history.checkout', { value: game.checkout })} (${t('history.dartsThrown', { count: game.darts })})`}
                  </span>
                )}
                {game.points.length > 0 && (
                  <span className="gh-pts">
                    {t(darts ? 'history.visits' : 'history.points', {
                      points: game.points.map((p) => (darts ? p : pointText(p, t))).join(', '),
                    })}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}
