/**
 * The floating notifications of followed games, drawn (spec 1 §2, §3, §4, §9): a click opens the
 * match, the close button removes the box; tracking events for shown, click and close (spec 2 §7).
 * Nothing below 800 px (notification-stack.ts). A chunk of its own with the alerts that fill it
 * (alerts-runtime.ts: the followed games' push subjects, sounds), which NotificationArea.tsx loads
 * once the visitor follows a game: a page without followed games never loads it.
 */
import type { Lang } from '@nerali/domain';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { paths } from '../../kit/paths.ts';
import { track, TrackEvent } from '../../kit/tracking.ts';
import { acquireAlerts } from './alerts-runtime.ts';
import type { GameNotification } from './notification-model.ts';
import { notificationStack, type StackView } from './notification-stack.ts';

const EMPTY: StackView = { visible: [], hidden: 0, fading: new Set() };
const noop = () => () => {};
/** The fade-out before a closed box goes (notifications.css). */
const FADE_MS = 200;

function trackData(n: GameNotification) {
  return { gameId: n.gameId, sportId: n.sportId, kind: n.kind };
}

/** The boxes, inside NotificationArea's live region. */
export default function NotificationList({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const stack = notificationStack();
  // The alerts run while the frame is mounted (the whole visit: the frame stays across navigations).
  useEffect(() => {
    const page = notificationStack();
    return page ? acquireAlerts(page).release : undefined;
  }, []);
  const view = useSyncExternalStore(
    stack ? stack.subscribe : noop,
    () => stack?.getView() ?? EMPTY,
    () => EMPTY,
  );
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(new Set());
  const shown = useRef(new Set<string>());

  useEffect(() => {
    for (const n of view.visible) {
      if (shown.current.has(n.id)) continue;
      shown.current.add(n.id);
      track(TrackEvent.notificationShown, trackData(n));
    }
  }, [view.visible]);

  const close = (n: GameNotification) => {
    track(TrackEvent.notificationClose, trackData(n));
    setLeaving((prev) => new Set(prev).add(n.id));
    setTimeout(() => {
      stack?.remove(n.id);
      setLeaving((prev) => {
        const next = new Set(prev);
        next.delete(n.id);
        return next;
      });
    }, FADE_MS);
  };

  return (
    <>
      {view.visible.map((n) => {
        const text = n.score
          ? t('notify.text', { home: n.homeName, score: n.score, away: n.awayName })
          : t('notify.textNoScore', { home: n.homeName, away: n.awayName });
        return (
          <div
            key={n.id}
            className={leaving.has(n.id) || view.fading.has(n.id) ? 'ntf leaving' : 'ntf'}
            data-game-id={n.gameId}
            data-kind={n.kind}
          >
            <Link
              className="ntf-open"
              to={paths.match(lang, n.gameId)}
              onClick={() => {
                track(TrackEvent.notificationClick, trackData(n));
                stack?.remove(n.id);
              }}
            >
              <span className={`ntf-label ntf-${n.kind}`}>{t(`notify.${n.kind}`)}</span>
              {n.logos && (
                <span className="ntf-logos" aria-hidden="true">
                  <img src={n.logos.home} width={16} height={16} alt="" decoding="async" />
                  <img src={n.logos.away} width={16} height={16} alt="" decoding="async" />
                </span>
              )}
              <span className="ntf-text">{text}</span>
            </Link>
            <button
              type="button"
              className="ntf-close"
              aria-label={t('notify.close')}
              onClick={() => close(n)}
            >
              <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
                <path d="M2 2l10 10M12 2 2 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
        );
      })}
    </>
  );
}
