import { useTranslation } from '../../i18n/react.tsx';
import type { ConnectionState } from '../../live/types.ts';

/**
 * Spec 1 §4 "the service status is shown": a line under the board while the system feed's `sst` says
 * the service is down (live/system-feed.ts `serviceDown`). Nothing otherwise.
 */
export function ServiceNotice({ down }: { down: boolean }) {
  const { t } = useTranslation();
  if (!down) return null;
  return (
    <p className="svc-down" role="status">
      {t('connection.serviceDown')}
    </p>
  );
}

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
