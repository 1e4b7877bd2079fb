/**
 * The summary tab: the incidents of the match by period (halves, sets, innings), home incidents on the
 * left and away ones on the right as score sites draw them, then the match report or the preview.
 */
import {
  decodeArticle,
  decodeMatchInfo,
  decodeMomentum,
  decodeSummary,
  type DecodedIncident,
  type EventStage,
  IncidentKind,
  type Lang,
  type MatchEvent,
  type SportInfo,
  StageType,
  type SummaryPeriod,
} from '@nerali/domain';
import { useMemo } from 'react';
import type { T } from '../../i18n/index.ts';
import { stageText } from '../../kit/event/status.ts';
import { incidentMark, incidentWord, secondLine, spokenTime, timeIsMinute } from './incidents.ts';
import { inningsStageText } from './cricket.ts';
import { MatchInfo } from './MatchInfo.tsx';
import { Momentum } from './Momentum.tsx';
import { sideScore } from './scorecard.ts';
import { hasData } from './tabs.ts';

export interface SummaryProps {
  event: MatchEvent;
  sport: SportInfo;
  incidents: string | undefined;
  preview: string | undefined;
  report: string | undefined;
  t: T;
  lang: Lang;
}

/** The period's name ("முதல் பாதி", "2-வது செட்"), from the board's stage words. */
/**
 * A cricket innings' score in its heading: the batting side's part of the period's "home-away" score
 * ("87/3-0" is the home side's 87/3 while the away side has not batted), not both sides'.
 */
function inningsScore(period: SummaryPeriod<string>): string {
  if (!period.score) return '';
  const batting = period.incidents.find(
    (i) => i.kind === IncidentKind.wicket || i.kind === IncidentKind.four || i.kind === IncidentKind.six,
  );
  const side = batting?.side ?? period.incidents[0]?.side;
  return side ? sideScore(period.score, side) || period.score : period.score;
}

export function periodName(event: MatchEvent, stage: number, t: T): string | null {
  if (stage <= 0) return null;
  const innings = inningsStageText(event, stage, t);
  if (innings) return innings;
  return stageText({ ...event, stage: stage as EventStage, stageType: StageType.live }, t);
}

function Incident({
  incident,
  event,
  sport,
  t,
}: {
  incident: DecodedIncident<string>;
  event: MatchEvent;
  sport: SportInfo;
  t: T;
}) {
  const word = incidentWord(incident.kind, sport, t);
  const team = incident.side === 2 ? event.awayName : event.homeName;
  const second = secondLine(incident, sport, t);
  const minute = timeIsMinute(sport);
  return (
    <li className={incident.side === 2 ? 'inc inc-a' : 'inc inc-h'} data-kind={incident.kind}>
      <span className="inc-t">
        <span aria-hidden="true">
          {incident.time}
          {minute && incident.time ? '′' : ''}
        </span>
        {incident.time && <span className="sr">{spokenTime(incident.time, sport, t)}</span>}
      </span>
      <span className={`mk ${incidentMark(incident.kind)}`} aria-hidden="true" />
      <span className="inc-b">
        <span className="inc-w">{word}</span>
        {incident.player && <span className="inc-p">{incident.player}</span>}
        <span className="sr">{` (${team})`}</span>
        {second && <span className="inc-s">{second}</span>}
        {incident.note && <span className="inc-s">{incident.note}</span>}
      </span>
      {incident.score && (
        <span className="inc-sc">
          <span className="sr">{t('incident.scoreAfter', { score: '' })}</span>
          {event.cricket ? sideScore(incident.score, incident.side) || incident.score : incident.score}
        </span>
      )}
    </li>
  );
}

function Article({ body, title, lang }: { body: string | undefined; title: string; lang: Lang }) {
  const article = useMemo(() => (hasData(body) ? decodeArticle(body) : null), [body]);
  if (!article) return null;
  const heading = article.title[lang];
  const text = article.body[lang];
  if (!heading && !text) return null;
  return (
    <section className="card art" aria-label={title}>
      <h2 className="card-h">{title}</h2>
      {heading && <h3 className="art-h">{heading}</h3>}
      {text && <p>{text}</p>}
    </section>
  );
}

export function Summary({ event, sport, incidents, preview, report, t, lang }: SummaryProps) {
  const periods = useMemo(() => (hasData(incidents) ? decodeSummary(incidents) : []), [incidents]);
  const any = periods.some((p) => p.incidents.length > 0);
  // The same body carries football's momentum graph and the match information (docs/feeds.md d_su).
  const momentum = useMemo(() => (hasData(incidents) ? decodeMomentum(incidents) : []), [incidents]);
  const info = useMemo(() => (hasData(incidents) ? decodeMatchInfo(incidents) : null), [incidents]);
  const all = useMemo(() => periods.flatMap((p) => p.incidents), [periods]);
  return (
    <>
      <Article body={report} title={t('summary.report')} lang={lang} />
      <section className="card" aria-labelledby="sm-h">
        <h2 className="card-h" id="sm-h">
          {t('summary.heading')}
        </h2>
        {!any && (
          <p className="empty-tab">
            {event.stageType === StageType.scheduled ? t('summary.notStarted') : t('summary.none')}
          </p>
        )}
        {periods.map((period) =>
          period.incidents.length === 0 ? null : (
            <section key={period.stage} className="sm-p">
              <h3 className="sm-ph">
                <span>{periodName(event, period.stage, t)}</span>
                {period.score && (
                  <span className="sm-ps">
                    <span className="sr">
                      {event.cricket
                        ? t('cricket.inningsScore', { score: '' })
                        : t('summary.periodScore', { score: '' })}
                    </span>
                    {event.cricket ? inningsScore(period) : period.score}
                  </span>
                )}
              </h3>
              <ol className="sm-list">
                {period.incidents.map((incident) => (
                  <Incident key={incident.seq} incident={incident} event={event} sport={sport} t={t} />
                ))}
              </ol>
            </section>
          ),
        )}
      </section>
      <Momentum
        points={momentum}
        incidents={all}
        event={event}
        halfName={(stage) => periodName(event, stage, t) ?? ''}
        t={t}
        lang={lang}
      />
      <Article body={preview} title={t('summary.preview')} lang={lang} />
      <MatchInfo info={info} t={t} lang={lang} />
    </>
  );
}
