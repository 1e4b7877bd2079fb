/**
 * The terms of use or the privacy policy in force, as the server keeps them (accounts/terms/): the
 * document's title, the date it is in force from, its sections with a table of contents, and a link
 * to the other document. Rendered whole on the server; nothing here needs JavaScript.
 */
import type { Lang } from '@nerali/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import type { LegalDocument, LegalDocumentType } from '../../load-context.ts';
import { formatDate } from '../../kit/time/format-date.ts';
import { paths } from '../../kit/paths.ts';

export function LegalPage({ type, doc, lang }: { type: LegalDocumentType; doc: LegalDocument; lang: Lang }) {
  const { t } = useTranslation();
  const sectionId = (i: number) => `lg-s${i + 1}`;
  return (
    <article className="lgl" data-legal={type}>
      <header className="lgl-head">
        <h1>{doc.title}</h1>
        <p className="lgl-ver">
          <time dateTime={doc.version}>
            {t('legalPages.inForce', { date: formatDate(doc.version, lang) })}
          </time>
        </p>
      </header>
      {doc.sections.length > 2 && (
        <nav className="lgl-toc" aria-labelledby="lgl-toc-h">
          <h2 id="lgl-toc-h">{t('legalPages.contents')}</h2>
          <ol>
            {doc.sections.map((section, i) => (
              <li key={section.heading}>
                <a href={`#${sectionId(i)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {doc.sections.map((section, i) => (
        <section
          key={section.heading}
          id={sectionId(i)}
          className="lgl-s"
          aria-labelledby={`${sectionId(i)}-h`}
        >
          <h2 id={`${sectionId(i)}-h`}>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
      <p className="lgl-other">
        {type === 'tou' ? (
          <Link to={paths.privacy(lang)}>{t('legalPages.otherPrivacy')}</Link>
        ) : (
          <Link to={paths.terms(lang)}>{t('legalPages.otherTerms')}</Link>
        )}
      </p>
    </article>
  );
}
