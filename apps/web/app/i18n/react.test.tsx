import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getI18n } from './index.ts';
import { I18nProvider, useTranslation } from './react.tsx';

function Title() {
  const { t, i18n } = useTranslation();
  return (
    <p lang={i18n.language}>
      {t('calendar.today')}|{t('category.today', { count: 3 })}
    </p>
  );
}

describe('useTranslation', () => {
  it('reads the t of the language its provider holds', () => {
    expect(
      renderToStaticMarkup(
        <I18nProvider i18n={getI18n('ta')}>
          <Title />
        </I18nProvider>,
      ),
    ).toBe('<p lang="ta">இன்று|இன்று 3 போட்டிகள்</p>');
    expect(
      renderToStaticMarkup(
        <I18nProvider i18n={getI18n('en')}>
          <Title />
        </I18nProvider>,
      ),
    ).toBe('<p lang="en">Today|3 events today</p>');
  });

  it('refuses to run outside a provider instead of showing message keys', () => {
    expect(() => renderToStaticMarkup(<Title />)).toThrow('I18N_NO_PROVIDER');
  });
});
