/**
 * Live commentary (`df_lc`, then `df_lcpo` for what is new): newest first, key moments marked. The
 * texts come in both languages; the page shows its own.
 */
import { type DecodedComment, decodeComments, type Lang, type SportInfo } from '@nerali/domain';
import { useMemo } from 'react';
import type { T } from '../../i18n/index.ts';
import { spokenTime, timeIsMinute } from './incidents.ts';
import { hasData } from './tabs.ts';

const KINDS = ['goal', 'card', 'substitution', 'chance', 'whistle', 'info', 'wicket', 'four', 'six'] as const;
type Kind = (typeof KINDS)[number];
const isKind = (value: string): value is Kind => (KINDS as readonly string[]).includes(value);

export interface CommentaryProps {
  body: string | undefined;
  newer: readonly DecodedComment[];
  sport: SportInfo;
  t: T;
  lang: Lang;
}

export function Commentary({ body, newer, sport, t, lang }: CommentaryProps) {
  const base = useMemo(() => (hasData(body) ? decodeComments(body).entries : []), [body]);
  const entries = useMemo(() => {
    const seen = new Set<number>();
    return [...newer, ...base].filter((entry) => !seen.has(entry.seq) && seen.add(entry.seq));
  }, [newer, base]);
  const minute = timeIsMinute(sport);
  return (
    <section className="card" aria-labelledby="lc-h">
      <h2 className="card-h" id="lc-h">
        {t('commentary.heading')}
      </h2>
      {entries.length === 0 ? (
        <p className="empty-tab">{t('commentary.none')}</p>
      ) : (
        <ol className="lc-list" reversed>
          {entries.map((entry) => {
            const text = entry.text[lang];
            if (!text) return null;
            return (
              <li key={entry.seq} className={entry.important ? 'lc lc-key' : 'lc'} data-seq={entry.seq}>
                <span className="lc-t">
                  <span aria-hidden="true">
                    {entry.time}
                    {minute && entry.time ? '′' : ''}
                  </span>
                  {entry.time && <span className="sr">{spokenTime(entry.time, sport, t)}</span>}
                </span>
                <span className="lc-b">
                  {isKind(entry.kind) && (
                    <span className={`lc-k lc-${entry.kind}`}>{t(`commentary.${entry.kind}`)}</span>
                  )}
                  {entry.important && <span className="sr">{`${t('commentary.important')}: `}</span>}
                  <span className="lc-x">{text}</span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
