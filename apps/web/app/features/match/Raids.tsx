/**
 * Kabaddi raid by raid (`df_kb`): the two teams' figures (raid, tackle, all-out and extra points; raids
 * won, empty and lost; super raids and tackles; do-or-die raids), the players' (raid and tackle points,
 * Super 10s and High 5s), and the raid log newest first with do-or-die raids, all outs, time-outs and
 * cards marked. Every figure comes computed from the raids (packages/domain/src/kabaddi/figures.ts).
 */
import {
  decodeKabaddiFeed,
  type KabaddiEntry,
  type KabaddiRaid,
  type KabaddiTeamFigures,
  type Lang,
  type MatchEvent,
  StageType,
  SUPER_RAID_POINTS,
} from '@nerali/domain';
import { useMemo } from 'react';
import type { T } from '../../i18n/index.ts';
import { formatNumber } from '../../kit/time/format.ts';
import { hasData } from './tabs.ts';
import { readWinChances } from './win-chances.ts';
import { WinBar } from './WinBar.tsx';

export interface RaidsProps {
  body: string | undefined;
  event: MatchEvent;
  t: T;
  lang: Lang;
}

type TeamLine = [label: string, value: (team: KabaddiTeamFigures) => number | string];

function teamLines(t: T, n: (x: number) => string): TeamLine[] {
  return [
    [t('raids.total'), (x) => x.total],
    [t('raids.raidPoints'), (x) => x.raidPoints],
    [t('raids.touchPoints'), (x) => x.touchPoints],
    [t('raids.bonusPoints'), (x) => x.bonusPoints],
    [t('raids.tacklePoints'), (x) => x.tacklePoints],
    [t('raids.allOutPoints'), (x) => x.allOutPoints],
    [t('raids.extraPoints'), (x) => x.extraPoints],
    [t('raids.raids'), (x) => x.raids],
    [t('raids.successfulRaids'), (x) => x.successfulRaids],
    [t('raids.emptyRaids'), (x) => x.emptyRaids],
    [t('raids.unsuccessfulRaids'), (x) => x.unsuccessfulRaids],
    [t('raids.superRaids'), (x) => x.superRaids],
    [t('raids.tackles'), (x) => x.tackles],
    [t('raids.superTackles'), (x) => x.superTackles],
    [t('raids.doOrDie'), (x) => t('raids.ofWhich', { all: n(x.doOrDieRaids), won: n(x.doOrDieSuccessful) })],
    [t('raids.allOuts'), (x) => x.allOuts],
    [t('raids.timeOuts'), (x) => x.timeOuts],
  ];
}

const CARD_KEYS = { green: 'raids.cardGreen', yellow: 'raids.cardYellow', red: 'raids.cardRed' } as const;
const HALVES = ['raids.firstHalf', 'raids.secondHalf', 'raids.extraTime'] as const;

function RaidLine({
  raid,
  team,
  rival,
  t,
  n,
}: {
  raid: KabaddiRaid;
  team: string;
  rival: string;
  t: T;
  n: (x: number) => string;
}) {
  const raidPoints = raid.touched.length + (raid.bonus ? 1 : 0);
  const tags: string[] = [];
  if (raid.golden) tags.push(t('raids.golden'));
  if (raid.doOrDie) tags.push(t('raids.doOrDieTag'));
  if (raidPoints >= SUPER_RAID_POINTS) tags.push(t('raids.superRaid'));
  if (raid.superTackle) tags.push(t('raids.superTackle'));
  const parts: string[] = [];
  if (raid.touched.length > 0) parts.push(t('raids.touched', { names: raid.touched.join(', ') }));
  if (raid.bonus) parts.push(t('raids.bonus'));
  if (raid.result === 'tackled') {
    parts.push(t('raids.tackledBy', { name: raid.tackledBy ?? rival }));
    if (raid.assist) parts.push(t('raids.assist', { name: raid.assist }));
  }
  if (raid.result === 'empty') parts.push(t('raids.empty'));
  if (raid.result === 'doOrDieFailed') parts.push(t('raids.doOrDieFailed'));
  const outcome = raid.result === 'successful' ? 'kb-won' : raid.result === 'empty' ? 'kb-empty' : 'kb-lost';
  return (
    <>
      <span className="kb-who">{t('raids.raidBy', { raider: raid.raider, team })}</span>
      <span className={`kb-res ${outcome}`}>{parts.join(' · ')}</span>
      {tags.map((tag) => (
        <span key={tag} className="kb-tag">
          {tag}
        </span>
      ))}
      {raid.allOut !== undefined && (
        <span className="kb-tag kb-ao">
          {t('raids.allOut', { team: raid.allOut === raid.side ? team : rival })}
        </span>
      )}
      <span className="kb-sc">{t('raids.score', { home: n(raid.score[0]), away: n(raid.score[1]) })}</span>
    </>
  );
}

function EntryLine({
  entry,
  names,
  t,
  n,
}: {
  entry: KabaddiEntry;
  names: [string, string];
  t: T;
  n: (x: number) => string;
}) {
  const team = names[entry.side - 1] ?? '';
  const rival = names[2 - entry.side] ?? '';
  switch (entry.kind) {
    case 'raid':
      return <RaidLine raid={entry} team={team} rival={rival} t={t} n={n} />;
    case 'timeOut':
      return <span className="kb-who">{t('raids.timeOut', { team })}</span>;
    case 'card':
      return (
        <span className={`kb-who kb-card kb-${entry.card}`}>
          {t(CARD_KEYS[entry.card], { name: entry.player, team })}
          {entry.technical ? ` · ${t('raids.technical', { team: rival })}` : ''}
        </span>
      );
    case 'technicalPoint':
      return <span className="kb-who">{t('raids.technical', { team: rival })}</span>;
    case 'substitution':
      return (
        <span className="kb-who">
          {t('raids.substitution', { team, on: entry.playerOn, off: entry.playerOff })}
        </span>
      );
  }
}

export function Raids({ body, event, t, lang }: RaidsProps) {
  const feed = useMemo(() => (hasData(body) ? decodeKabaddiFeed(body) : null), [body]);
  const chances = useMemo(() => readWinChances(body), [body]);
  const names: [string, string] = [event.homeName, event.awayName];
  const bar = chances && (
    <WinBar
      chances={chances}
      names={names}
      drawLabel={t('winProbability.draw')}
      basis={t('winProbability.kabaddiBasis')}
      t={t}
      lang={lang}
    />
  );
  if (!feed || feed.log.length === 0) {
    return (
      <>
        {bar}
        <p className="card empty-tab">
          {t(event.stageType === StageType.finished ? 'raids.noneFinished' : 'raids.none')}
        </p>
      </>
    );
  }
  const n = (x: number) => formatNumber(x, lang);
  const { teams, players, onCourt, emptyRaidsInRow } = feed.figures;
  const doOrDieNext = names.filter((_, i) => (emptyRaidsInRow[i] ?? 0) >= 2);
  return (
    <>
      {bar}
      <section className="card" aria-labelledby="kb-teams">
        <h2 className="card-h" id="kb-teams">
          {t('raids.teams')}
        </h2>
        <table className="kb-t">
          <thead>
            <tr>
              <td />
              <th scope="col">{names[0]}</th>
              <th scope="col">{names[1]}</th>
            </tr>
          </thead>
          <tbody>
            {teamLines(t, n).map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {teams.map((team) => {
                  const v = value(team);
                  return <td key={team.side}>{typeof v === 'number' ? n(v) : v}</td>;
                })}
              </tr>
            ))}
            <tr>
              <th scope="row">{t('raids.onCourt')}</th>
              <td>{n(onCourt[0])}</td>
              <td>{n(onCourt[1])}</td>
            </tr>
          </tbody>
        </table>
        {doOrDieNext.map((team) => (
          <p key={team} className="kb-next" role="status">
            {t('raids.doOrDieNext', { team })}
          </p>
        ))}
      </section>
      <section className="card" aria-labelledby="kb-players">
        <h2 className="card-h" id="kb-players">
          {t('raids.players')}
        </h2>
        <table className="kb-t">
          <thead>
            <tr>
              <th scope="col">{t('raids.player')}</th>
              <th scope="col">{t('raids.raidPoints')}</th>
              <th scope="col">{t('raids.tacklePoints')}</th>
              <th scope="col">{t('raids.totalShort')}</th>
            </tr>
          </thead>
          <tbody>
            {players.map((p) => (
              <tr key={`${p.side}:${p.name}`}>
                <th scope="row">
                  {p.name} <span className="kb-team">{names[p.side - 1]}</span>
                  {p.super10 && <span className="kb-tag">{t('raids.super10')}</span>}
                  {p.high5 && <span className="kb-tag">{t('raids.high5')}</span>}
                </th>
                <td>{n(p.raidPoints)}</td>
                <td>{n(p.tacklePoints)}</td>
                <td>{n(p.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="card" aria-labelledby="kb-log">
        <h2 className="card-h" id="kb-log">
          {t('raids.log')}
        </h2>
        <ol className="kb-log" reversed>
          {feed.log.map((entry) => (
            <li key={entry.seq} className={entry.kind === 'raid' && entry.doOrDie ? 'kb-e kb-dod' : 'kb-e'}>
              <span className="kb-clk">
                {t(HALVES[entry.half - 1] ?? 'raids.extraTime')} {entry.clock}
              </span>
              <EntryLine entry={entry} names={names} t={t} n={n} />
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
