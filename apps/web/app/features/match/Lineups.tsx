/**
 * Line-ups (`df_li`): the formation drawing for football, then each team's starters, substitutes and
 * missing players; baseball adds its pitchers (`df_pi`). Positions are said in Tamil where the sport's
 * short codes have a Tamil name; a code we cannot say in Tamil is left out, never shown in English.
 */
import {
  decodeLineups,
  decodePitchers,
  type DecodedLineupPlayer,
  type DecodedTeamLineup,
  type Lang,
  type SportInfo,
} from '@nerali/domain';
import { useMemo } from 'react';
import type { T } from '../../i18n/index.ts';
import { type DuelFacts, sportFacts } from '../../kit/sport-facts.ts';
import { Initials } from './Initials.tsx';
import { Pitch, pitchKits } from './Pitch.tsx';
import { hasData } from './tabs.ts';

/** A duel's line-up facts (kit/sport-facts.ts); null for a sport without line-ups. */
function lineupFacts(sport: SportInfo): DuelFacts['match']['lineups'] {
  const facts = sportFacts(sport);
  return facts.kind === 'duel' ? facts.match.lineups : null;
}

/**
 * A position code in Tamil where the sport's line lists it (football's G/D/M/F, cricket's roles, the
 * pitcher and catcher, kabaddi's raiders and defenders, the goalkeepers); null for any other code.
 */
export function positionName(sport: SportInfo, code: string, t: T): string | null {
  const lineups = lineupFacts(sport);
  const position = lineups?.positions.find((p) => p === code);
  return position === undefined ? null : t(`lineups.pos${position}`);
}

export interface LineupsProps {
  body: string | undefined;
  pitchers: string | undefined;
  sport: SportInfo;
  homeName: string;
  awayName: string;
  t: T;
  lang: Lang;
  /** The sides' participant ids and the header's participant rows: the pitch's kits (Pitch.tsx). */
  homeId?: string;
  awayId?: string;
  participants?: readonly { id: string; kit?: string | undefined }[];
}

function PlayerItem({ player, sport, t }: { player: DecodedLineupPlayer; sport: SportInfo; t: T }) {
  const position = positionName(sport, player.position, t);
  return (
    <li className="lu-p">
      <Initials name={player.name} id={player.playerId} />
      <span className="lu-no">
        {player.number !== undefined && (
          <>
            <span aria-hidden="true">{player.number}</span>
            <span className="sr">{t('lineups.shirt', { n: player.number })}</span>
          </>
        )}
      </span>
      <span className="lu-n">
        {player.name}
        {player.captain && (
          <span className="lu-c" title={t('lineups.captain')}>
            <span aria-hidden="true">{` (${t('lineups.captainShort')})`}</span>
            <span className="sr">{`, ${t('lineups.captain')}`}</span>
          </span>
        )}
      </span>
      {position && <span className="lu-pos">{position}</span>}
    </li>
  );
}

function Team({
  team,
  name,
  sport,
  t,
  lang,
}: {
  team: DecodedTeamLineup;
  name: string;
  sport: SportInfo;
  t: T;
  lang: Lang;
}) {
  const starters = team.players.filter((p) => p.role === 1);
  const subs = team.players.filter((p) => p.role === 2);
  const id = `lu-${team.side}`;
  return (
    <section className="lu-team" aria-labelledby={id}>
      <h3 className="lu-h" id={id}>
        {name}
      </h3>
      {(team.formation || team.coach) && (
        <p className="lu-meta">
          {team.formation && <span>{t('lineups.formation', { formation: team.formation })}</span>}
          {team.coach && <span>{t('lineups.coach', { name: team.coach })}</span>}
        </p>
      )}
      {starters.length > 0 && (
        <>
          <h4 className="lu-sh">{t('lineups.starters')}</h4>
          <ul className="lu-list">
            {starters.map((p) => (
              <PlayerItem key={`${p.name}:${p.number ?? ''}`} player={p} sport={sport} t={t} />
            ))}
          </ul>
        </>
      )}
      {subs.length > 0 && (
        <>
          <h4 className="lu-sh">{t('lineups.substitutes')}</h4>
          <ul className="lu-list">
            {subs.map((p) => (
              <PlayerItem key={`${p.name}:${p.number ?? ''}`} player={p} sport={sport} t={t} />
            ))}
          </ul>
        </>
      )}
      {team.missing.length > 0 && (
        <>
          <h4 className="lu-sh">{t('lineups.missing')}</h4>
          <ul className="lu-list">
            {team.missing.map((m) => (
              <li key={m.name} className="lu-p">
                <span className="lu-no" />
                <span className="lu-n">{m.name}</span>
                {m.reason[lang] && <span className="lu-pos">{m.reason[lang]}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Pitchers({
  body,
  homeName,
  awayName,
  t,
}: {
  body: string | undefined;
  homeName: string;
  awayName: string;
  t: T;
}) {
  const pitchers = useMemo(() => (hasData(body) ? decodePitchers(body) : []), [body]);
  if (pitchers.length === 0) return null;
  return (
    <section className="card" aria-labelledby="lu-pi">
      <h2 className="card-h" id="lu-pi">
        {t('lineups.pitchers')}
      </h2>
      <ul className="lu-list">
        {pitchers.map((p) => (
          <li key={`${p.side}:${p.name}`} className="lu-p">
            <span className="lu-no">{p.number ?? ''}</span>
            <span className="lu-n">{`${p.name} (${p.side === 2 ? awayName : homeName})`}</span>
            <span className="lu-pos">
              {t(p.role === 1 ? 'lineups.startingPitcher' : 'lineups.reliefPitcher')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Lineups({
  body,
  pitchers,
  sport,
  homeName,
  awayName,
  t,
  lang,
  homeId = '',
  awayId = '',
  participants,
}: LineupsProps) {
  const lineups = useMemo(() => (hasData(body) ? decodeLineups(body) : null), [body]);
  if (!lineups || lineups.teams.length === 0) {
    return (
      <>
        <p className="card empty-tab">{t('lineups.none')}</p>
        <Pitchers body={pitchers} homeName={homeName} awayName={awayName} t={t} />
      </>
    );
  }
  const home = lineups.teams.find((team) => team.side === 1);
  const away = lineups.teams.find((team) => team.side === 2);
  const drawable =
    lineupFacts(sport)?.pitch === true &&
    home &&
    away &&
    [...home.players, ...away.players].some((p) => p.x !== undefined);
  return (
    <>
      <section className="card" aria-labelledby="lu-h">
        <h2 className="card-h" id="lu-h">
          {t(lineups.confirmed ? 'lineups.confirmed' : 'lineups.predicted')}
        </h2>
        {drawable && home && away && (
          <Pitch
            home={home}
            away={away}
            label={t('lineups.pitch')}
            kits={pitchKits(homeId, awayId, participants)}
          />
        )}
        <div className="lu-teams">
          {lineups.teams.map((team) => (
            <Team
              key={team.side}
              team={team}
              name={team.side === 2 ? awayName : homeName}
              sport={sport}
              t={t}
              lang={lang}
            />
          ))}
        </div>
      </section>
      <Pitchers body={pitchers} homeName={homeName} awayName={awayName} t={t} />
    </>
  );
}
