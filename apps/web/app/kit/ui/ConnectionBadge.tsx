import { useTranslation } from '../../i18n/react.tsx';
import type { ConnectionState } from '../../live/types.ts';

/** A small "live connection" / "updates paused" note; nothing for another day's board (no updates). */
export function ConnectionBadge({ connection }: { connection: ConnectionState }) {
  const { t } = useTranslation();
  if (connection === 'static') return null;
  return (
    <p className={`conn conn-${connection}`} role="status">
      <span className="conn-dot" aria-hidden="true" />
      {t(`connection.${connection}`)}
    </p>
  );
}
