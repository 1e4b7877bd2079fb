/**
 * While a spoiler delay is set, a line under the header says so on every page (a fan who forgot it
 * would otherwise think the site slow), with a button to the settings. Server-rendered from the
 * `spd` cookie, so it is in the first HTML and nothing moves when the page hydrates.
 */
import { useTranslation } from '../../i18n/react.tsx';
import { useSettings } from './settings-store.ts';
import { useWindowSlot } from '../../kit/ui/use-window-slot.ts';

export function SpoilerBanner() {
  const { t } = useTranslation();
  const { spoilerDelayS: n } = useSettings();
  const slot = useWindowSlot('settings');
  if (n <= 0) return null;
  return (
    <div className="spoiler-bar" role="note">
      <span className="spoiler-t">{t('spoiler.banner', { n })}</span>
      <span className="spoiler-h">{t('spoiler.bannerHint', { n })}</span>
      <button type="button" className="spoiler-change" aria-haspopup="dialog" onClick={slot.open}>
        {t('spoiler.change')}
      </button>
    </div>
  );
}
