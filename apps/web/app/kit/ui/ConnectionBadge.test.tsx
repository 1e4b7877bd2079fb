import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/index.ts';
import { I18nProvider } from '../../i18n/react.tsx';
import { ServiceNotice } from './ConnectionBadge.tsx';

const render = (down: boolean, lang: 'ta' | 'en' = 'ta') =>
  renderToString(
    <I18nProvider i18n={getI18n(lang)}>
      <ServiceNotice down={down} />
    </I18nProvider>,
  );

describe('[S1 4.14] service status under the board', () => {
  it('[S1 4.14] a service that is down is said in Tamil, as a status line', () => {
    const html = render(true);
    expect(html).toContain('role="status"');
    expect(html).toContain('நேரலைச் சேவை சற்று நேரம் நின்றுள்ளது');
    expect(html).not.toMatch(/>[^<]*[A-Za-z]{2,}[^<]*</);
    expect(render(true, 'en')).toContain('The live service has stopped');
  });

  it('[S1 4.14] a running service shows nothing', () => {
    expect(render(false)).toBe('');
  });
});
