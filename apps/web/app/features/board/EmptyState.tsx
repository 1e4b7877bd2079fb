import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import type { Tab } from '../../kit/board-nav/tabs.ts';

export function EmptyState({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  return (
    <div className="empty">
      <p className="empty-t">{t(`empty.${tab}`)}</p>
      <p className="empty-h">{t('empty.hint')}</p>
    </div>
  );
}

/** How often a board asks whether the server has its first data in. */
const READY_POLL_MS = 2000;

/**
 * An empty board while the server is still taking in its first data (a first start: the simulator
 * fills its window in about half a minute). It says the matches are on their way, asks `/readyz`
 * every 2 s, and loads the page's data again once the server is ready: no reload needed.
 */
export function StartingState() {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const ready = await fetch('/readyz', { cache: 'no-store' }).then(
        (res) => res.ok,
        () => false,
      );
      if (stopped) return;
      if (ready) void revalidate();
      else timer = setTimeout(() => void ask(), READY_POLL_MS);
    };
    timer = setTimeout(() => void ask(), READY_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [revalidate]);
  return (
    <div className="empty" role="status">
      <p className="empty-t">{t('empty.starting')}</p>
      <p className="empty-h">{t('empty.startingHint')}</p>
    </div>
  );
}
