/** [S2 df_mhn] A darts leg in the history tab: who threw first, who won, the checkout and the darts, the visits. */
import { encodeFeed, MatchRows, sportById, type SportInfo } from '@nerali/domain';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/index.ts';
import { I18nProvider } from '../../i18n/react.tsx';
import { event, NOW_S } from '../../kit/event/fixture-base.ts';
import { History } from './History.tsx';

const DARTS = sportById(14) as SportInfo;
const MATCH = event(14, '14_pdc', 'DRT001', {
  homeName: 'L. Littler',
  awayName: 'N. Kumar',
  startTime: NOW_S - 3600,
});
// A twelve-darter by Littler, who threw first: 140, 100, 140, then 121 in three darts.
const BODY = encodeFeed([
  MatchRows.set.encode({ set: 1, score: '1-0' }),
  MatchRows.game.encode({
    game: 1,
    server: 1,
    winner: 1,
    score: '1-0',
    broken: false,
    points: ['140', '60', '100', '85', '140', '100', '121'],
    checkout: 121,
    darts: 12,
  }),
]);

function render(lang: 'ta' | 'en') {
  const i18n = getI18n(lang);
  return renderToString(
    <I18nProvider i18n={i18n}>
      <History bodies={[BODY]} event={MATCH} sport={DARTS} t={i18n.t} />
    </I18nProvider>,
  );
}

describe('[S2 df_mhn] darts history', () => {
  it('shows the checkout and the darts of each leg with its visits, in Tamil and English', () => {
    const en = render('en');
    expect(en).toContain('Checkout 121 (in 12 darts)');
    expect(en).toContain('Visits: 140, 60, 100, 85, 140, 100, 121');
    expect(en).toContain('Threw first: L. Littler');
    const ta = render('ta');
    expect(ta).toContain('செக்அவுட் 121 (12 டார்ட்களில்)');
    expect(ta).toContain('வீச்சுகள்: 140, 60, 100, 85, 140, 100, 121');
    // No break of serve in darts.
    expect(ta).not.toContain('முறியடிப்பு');
  });
});
