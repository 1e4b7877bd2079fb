/**
 * The mobile app page (/ta/mobile/, spec 1 §1 "/mobile/#android"): what the app will offer, and for
 * Android (#android) and iPhone (#ios) what exists today. No store link: the apps are not published,
 * and a link to a store page that does not exist (or to someone else's app) would mislead. What a fan
 * can do today is install this site (#install, features/install): a button where the browser offers
 * its install dialog, and the steps by hand everywhere.
 */
import type { Lang } from '@nerali/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { InstallOffer } from '../install/InstallOffer.tsx';

const FEATURES = [
  'mobile.featureAlerts',
  'mobile.featureFollow',
  'mobile.featureSync',
  'mobile.featureDelay',
  'mobile.featureLight',
] as const;

export function MobileApp({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  return (
    <div className="mb">
      <div className="head">
        <h1>{t('mobile.heading')}</h1>
      </div>
      <p className="mb-p">{t('mobile.intro')}</p>
      <ul className="mb-f">
        {FEATURES.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <InstallOffer />
      <nav className="mb-nav" aria-label={t('mobile.platforms')}>
        <a href="#android" className="btn">
          {t('mobile.androidHeading')}
        </a>
        <a href="#ios" className="btn">
          {t('mobile.iosHeading')}
        </a>
      </nav>
      <section id="android" className="mb-s" aria-labelledby="mb-android">
        <h2 id="mb-android">{t('mobile.androidHeading')}</h2>
        <p>{t('mobile.androidStatus')}</p>
        <p>
          <a href="#install">{t('install.howTo')}</a>
        </p>
      </section>
      <section id="ios" className="mb-s" aria-labelledby="mb-ios">
        <h2 id="mb-ios">{t('mobile.iosHeading')}</h2>
        <p>{t('mobile.iosStatus')}</p>
        <p>
          <a href="#install">{t('install.howTo')}</a>
        </p>
      </section>
      <section className="mb-s" aria-labelledby="mb-web">
        <h2 id="mb-web">{t('mobile.webHeading')}</h2>
        <p>{t('mobile.web')}</p>
        <p>
          <Link to={`/${lang}/`} className="btn">
            {t('mobile.start')}
          </Link>
        </p>
      </section>
    </div>
  );
}
