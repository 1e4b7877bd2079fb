/**
 * A knock-out draw (`td_`): rounds from left to right, each a list of its matches in bracket order
 * (the two matches feeding a later one sit side by side, docs/feeds.md), so a column's matches line
 * up between the pair before them.
 *
 * For a screen reader it is a list of rounds, each a heading and a list of matches said in words
 * ("A எதிர் B", scores, "வெற்றியாளர்: A"); a played match is a link to its page, so a keyboard walks
 * the bracket with Tab. On a phone the bracket scrolls sideways inside its own focusable region.
 */
import { decodeListFeed, type DrawMatch, type Lang, nationName } from '@nerali/domain';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { paths } from '../../kit/paths.ts';

function Side({
  name,
  score,
  won,
  placeholder,
}: {
  name: string | undefined;
  score: string | undefined;
  won: boolean;
  placeholder: string;
}) {
  const { t } = useTranslation();
  return (
    <span className={won ? 'dr-side dr-win' : 'dr-side'}>
      <span className={name ? 'dr-name' : 'dr-name dr-tbd'}>{name ?? placeholder}</span>
      {won && (
        <span className="dr-mark">
          <span aria-hidden="true">✓</span>
          <span className="sr">{`, ${t('leagueDraw.winner')}`}</span>
        </span>
      )}
      {score !== undefined && <span className="dr-score">{score}</span>}
    </span>
  );
}

function Match({ match, lang }: { match: DrawMatch; lang: Lang }) {
  const { t } = useTranslation();
  const tbd = t('leagueDraw.tbd');
  const bye = match.homeName !== undefined && match.awayName === undefined && match.eventId === undefined;
  const sides = (
    <>
      <Side
        name={match.homeName && nationName(match.homeName, lang)}
        score={match.homeScore}
        won={match.winner === 1}
        placeholder={tbd}
      />
      {!bye && <span className="sr">{` ${t('leagueDraw.versus')} `}</span>}
      {bye ? (
        <span className="dr-side dr-bye">{t('leagueDraw.bye')}</span>
      ) : (
        <Side
          name={match.awayName && nationName(match.awayName, lang)}
          score={match.awayScore}
          won={match.winner === 2}
          placeholder={tbd}
        />
      )}
    </>
  );
  if (match.eventId) {
    return (
      <Link className="dr-m dr-link" to={paths.match(lang, match.eventId)}>
        {sides}
      </Link>
    );
  }
  return <div className="dr-m">{sides}</div>;
}

export function DrawBracket({ body, lang }: { body: string; lang: Lang }) {
  const { t } = useTranslation();
  const rounds = useMemo(() => decodeListFeed(body).draw, [body]);
  if (rounds.length === 0) return <p className="empty-t">{t('leagueDraw.none')}</p>;
  return (
    <>
      <p className="dr-hint">{t('leagueDraw.scrollHint')}</p>
      <div className="dr-wrap" role="region" aria-label={t('leagueDraw.region')} tabIndex={0}>
        <ol className="dr">
          {rounds.map((round, r) => (
            <li key={`${r}:${round.name}`} className="dr-round">
              <h3 className="dr-rh">{round.name}</h3>
              <ol className="dr-ms">
                {round.matches.map(({ index, match }) => (
                  <li key={index} className="dr-slot">
                    <Match match={match} lang={lang} />
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
