import type { SearchHit } from '@nerali/domain';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/index.ts';
import { I18nProvider } from '../../i18n/react.tsx';
import { SearchResults } from './SearchResults.tsx';

const ISL: SearchHit = {
  kind: 'league',
  id: '1_isl2026',
  sportId: 1,
  name: 'இந்தியன் சூப்பர் லீக்',
  countryId: 100,
  countryName: 'இந்தியா',
  templateKey: '1_isl',
};
const CHENNAIYIN: SearchHit = {
  kind: 'participant',
  id: 'chennaiyin',
  sportId: 1,
  name: 'Chennaiyin FC',
  countryId: 100,
  countryName: 'இந்தியா',
};

const render = (hits: SearchHit[]) =>
  renderToString(
    <MemoryRouter>
      <I18nProvider i18n={getI18n('ta')}>
        <SearchResults lang="ta" query="chenn" hits={hits} total={hits.length} />
      </I18nProvider>
    </MemoryRouter>,
  );

describe('[S1 2.23] the pin in the search results', () => {
  it('[S1 2.23] a competition found has its pin (star) beside it, with a Tamil label and tooltip; a team has none', () => {
    const html = render([CHENNAIYIN, ISL]);
    expect(html.match(/data-fav-pin=/g)).toHaveLength(1);
    expect(html).toMatch(
      /<button type="button" class="fav-btn fav-pin sx-pin" aria-label="[^"A-Za-z]*இந்தியன் சூப்பர் லீக்[^"A-Za-z]*" aria-pressed="false" title="[^"A-Za-z]+" data-fav-pin="1_isl"/,
    );
  });

  it('[S1 2.23] a hit of an older server without its template key shows no pin (nothing to keep)', () => {
    const { templateKey: _left, ...old } = ISL;
    expect(render([old])).not.toContain('data-fav-pin');
  });
});
