/**
 * A terms document (terms of use or privacy policy) to read where it is agreed to: a disclosure that
 * loads the text of the version (`GET /v5/terms/{type}/documents/{version}`) when first opened.
 */
import type { Lang } from '@nerali/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { AccountApi, type TermsText as Text } from './api.ts';

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; text: Text };

export function TermsText({
  type,
  version = 'latest',
  lang,
  summary,
}: {
  type: 'tou' | 'pp';
  version?: string;
  lang: Lang;
  summary: string;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const load = () => {
    if (state.kind === 'loading' || state.kind === 'ready') return;
    setState({ kind: 'loading' });
    new AccountApi()
      .termsDocument(type, version)
      .then((texts) => setState({ kind: 'ready', text: texts[lang] }))
      .catch(() => setState({ kind: 'failed' }));
  };
  return (
    <details
      className="acc-terms"
      data-terms={type}
      onToggle={(event) => {
        if (event.currentTarget.open) load();
      }}
    >
      <summary>{summary}</summary>
      <div className="acc-terms-text" tabIndex={0} aria-live="polite">
        {state.kind === 'loading' && <p>{t('accountTerms.loading')}</p>}
        {state.kind === 'failed' && <p>{t('accountTerms.loadFailed')}</p>}
        {state.kind === 'ready' &&
          state.text.sections.map((section) => (
            <section key={section.heading}>
              <h4>{section.heading}</h4>
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
      </div>
    </details>
  );
}
