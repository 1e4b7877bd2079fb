/**
 * The mobile page's install section (/ta/mobile/#install): the browser's own install dialog behind
 * our button where the browser offers one (Chromium's `beforeinstallprompt`, held by register.ts, install-prompt.ts),
 * and always the steps by hand, since Safari on iPhone has no such dialog. The server's HTML has the
 * steps and no button: the button appears only once the browser has said it can install.
 */
import { useTranslation } from '../../i18n/react.tsx';
import { promptInstall, useInstallPrompt } from './install-prompt.ts';

const IOS_STEPS = ['install.iosStep1', 'install.iosStep2', 'install.iosStep3', 'install.iosStep4'] as const;
const ANDROID_STEPS = ['install.androidStep1', 'install.androidStep2', 'install.androidStep3'] as const;

export function InstallOffer() {
  const { t } = useTranslation();
  const state = useInstallPrompt();
  return (
    <section id="install" className="mb-s" aria-labelledby="mb-install">
      <h2 id="mb-install">{t('install.heading')}</h2>
      <p>{t('install.intro')}</p>
      {state === 'ready' && (
        <p>
          <button type="button" className="btn" onClick={() => void promptInstall()}>
            {t('install.button')}
          </button>
        </p>
      )}
      {/* Said aloud when it changes: the dialog's answer comes after the click. */}
      <p className="inst-state" role="status">
        {state === 'installed' ? t('install.installed') : state === 'dismissed' ? t('install.dismissed') : ''}
      </p>
      <h3>{t('install.iosHeading')}</h3>
      <ol className="inst-steps">
        {IOS_STEPS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      <h3>{t('install.androidHeading')}</h3>
      <ol className="inst-steps">
        {ANDROID_STEPS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
    </section>
  );
}
