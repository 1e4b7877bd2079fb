import { type Lang } from '@nerali/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { FAVOURITE_TABS, type FavouriteTab, paths } from '../../kit/paths.ts';

/** என் போட்டிகள் / என் அணிகள் / என் தொடர்கள் / என் வீரர்கள் / என் செய்திகள்: plain links. */
export function FavouritesTabs({ lang, tab }: { lang: Lang; tab: FavouriteTab }) {
  const { t } = useTranslation();
  return (
    <nav className="tabs" aria-label={t('favPage.tabsLabel')}>
      <ul className="tabs-l">
        {FAVOURITE_TABS.map((id) => (
          <li key={id}>
            <Link
              className="tab"
              to={paths.favourites(lang, id)}
              aria-current={id === tab ? 'page' : undefined}
            >
              {t(`favPage.${id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
