/**
 * Browse the sport by country, or by category for the category sports (spec 1 §2): every country of
 * the sport that holds a league of it (`cl_`), each a link to its page with its live count; the page
 * being viewed is marked. A disclosure, closed by default: it opens without JavaScript.
 */
import type { Lang, SportCountryItem, SportInfo } from '@nerali/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { Flag } from '../../kit/ui/Flag.tsx';
import { paths } from '../../kit/paths.ts';

export function CountryNav({
  countries,
  currentId,
  sport,
  lang,
  category,
}: {
  countries: readonly SportCountryItem[];
  currentId: number;
  sport: SportInfo;
  lang: Lang;
  category: boolean;
}) {
  const { t } = useTranslation();
  if (countries.length < 2) return null;
  const label = t(category ? 'countryPage.allCategories' : 'countryPage.allCountries');
  return (
    <details className="cn">
      <summary>{`${label} (${countries.length})`}</summary>
      <nav aria-label={label}>
        <ul className="cn-l">
          {countries.map((country) => (
            <li key={country.id}>
              <Link
                className="cn-a"
                to={paths.country(lang, sport, country.id)}
                aria-current={country.id === currentId ? 'page' : undefined}
              >
                <Flag code={country.code} />
                <span className="cn-n">{country.name}</span>
                {country.liveCount > 0 && (
                  <span className="cl-live">{t('countryPage.live', { count: country.liveCount })}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
