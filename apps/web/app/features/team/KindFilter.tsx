/**
 * Singles, doubles or both (tennis, badminton, table tennis; the feeds' `_s` / `_d`), as links: each
 * is a page of its own (`?kind=s|d`), the first page of its list.
 */
import { Link } from 'react-router';
import type { T } from '../../i18n/index.ts';
import type { PairKind } from './params.ts';

const OPTIONS: readonly { kind: PairKind | 'all'; key: 'kindAll' | 'kindSingles' | 'kindDoubles' }[] = [
  { kind: 'all', key: 'kindAll' },
  { kind: 's', key: 'kindSingles' },
  { kind: 'd', key: 'kindDoubles' },
];

export function KindFilter({ path, current, t }: { path: string; current: PairKind | 'all'; t: T }) {
  return (
    <nav className="tm-kinds" aria-label={t('team.kind')}>
      {OPTIONS.map(({ kind, key }) => (
        <Link
          key={kind}
          to={kind === 'all' ? path : `${path}?kind=${kind}`}
          aria-current={kind === current ? 'page' : undefined}
          className={kind === current ? 'on' : undefined}
          preventScrollReset
        >
          {t(`team.${key}`)}
        </Link>
      ))}
    </nav>
  );
}
