/**
 * Where a page sits: sport, then country (or category). Links, so a fan climbs back up in one tap; the
 * last item is the page itself and is not repeated here (it is the heading below).
 */
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';

export interface Crumb {
  to: string;
  label: string;
}

export function Crumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav className="lp-crumbs" aria-label={t('leaguePage.crumbs')}>
      <ol>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
