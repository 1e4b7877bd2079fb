/**
 * Head-to-head and form (`df_hh`): the two sides' meetings, then each side's last results, each with
 * a won-drawn-lost line and a W/D/L mark per match in Tamil letters (வெ, ச, தோ).
 */
import {
  decodeHeadToHead,
  type FormRefinement,
  type HeadToHeadBlock,
  type Lang,
  nationName,
  refineForm,
} from '@nerali/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { T } from '../../i18n/index.ts';
import { paths } from '../../kit/paths.ts';
import { hasData } from './tabs.ts';
import { formatShortDate } from './time.ts';

export interface HeadToHeadProps {
  body: string | undefined;
  homeName: string;
  awayName: string;
  t: T;
  lang: Lang;
  tzMinutes: number;
}

/**
 * A W/D/L mark; `refined` (spec 2 §4.12, domain `refineForm`): decided by a shoot-out after a draw or
 * in extra time, said by a small mark (பெ, கூ) and the tooltip.
 */
export function ResultMark({
  result,
  refined = null,
  t,
}: {
  result: 'W' | 'D' | 'L' | undefined;
  refined?: FormRefinement | null;
  t: T;
}) {
  if (!result) return <span className="res res-n" aria-hidden="true" />;
  const long = refined ? t(`h2h.${refined}`) : t(`h2h.${result}Long`);
  const shootout = refined === 'drawThenWin' || refined === 'drawThenLoss';
  return (
    <span className={`res res-${result}`} title={long} data-form={refined ?? result}>
      <span aria-hidden="true">
        {t(`h2h.${result}`)}
        {refined && <sup className="res-m">{t(shootout ? 'h2h.markShootout' : 'h2h.markExtraTime')}</sup>}
      </span>
      <span className="sr">{long}</span>
    </span>
  );
}

function Block({
  block,
  title,
  empty,
  t,
  lang,
  tzMinutes,
}: {
  block: HeadToHeadBlock;
  title: string;
  empty: string;
  t: T;
  lang: Lang;
  tzMinutes: number;
}) {
  const id = `hh-${block.section}`;
  return (
    <section className="card hh" aria-labelledby={id}>
      <h2 className="card-h" id={id}>
        {title}
      </h2>
      {block.events.length === 0 ? (
        <p className="empty-tab">{empty}</p>
      ) : (
        <>
          <p className="hh-rec">
            {t('h2h.record', { won: block.won, drawn: block.drawn, lost: block.lost })}
          </p>
          <ul className="hh-list">
            {block.events.map((event) => (
              <li key={event.id} className="hh-ev">
                <time className="hh-d">{formatShortDate(event.startTime, tzMinutes, lang)}</time>
                <Link className="hh-m" to={paths.match(lang, event.id)}>
                  <span className={event.homeId === block.participantId ? 'hh-own' : undefined}>
                    {nationName(event.homeName, lang)}
                  </span>
                  <span className="hh-s">
                    {event.homeScore ?? ''}
                    {' - '}
                    {event.awayScore ?? ''}
                  </span>
                  <span className={event.awayId === block.participantId ? 'hh-own' : undefined}>
                    {nationName(event.awayName, lang)}
                  </span>
                </Link>
                <ResultMark
                  result={event.result}
                  refined={
                    event.result
                      ? refineForm(event.result, event, event.awayId === block.participantId ? 2 : 1)
                      : null
                  }
                  t={t}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function HeadToHead({ body, homeName, awayName, t, lang, tzMinutes }: HeadToHeadProps) {
  const blocks = useMemo(() => (hasData(body) ? decodeHeadToHead(body) : []), [body]);
  if (blocks.length === 0) return <p className="card empty-tab">{t('h2h.none')}</p>;
  return (
    <>
      {blocks.map((block) => (
        <Block
          key={block.section}
          block={block}
          title={
            block.section === 0
              ? t('h2h.meetings')
              : t('h2h.form', { team: block.section === 1 ? homeName : awayName })
          }
          empty={block.section === 0 ? t('h2h.none') : t('h2h.noForm')}
          t={t}
          lang={lang}
          tzMinutes={tzMinutes}
        />
      ))}
    </>
  );
}
