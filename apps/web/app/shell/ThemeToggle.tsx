/**
 * Light/dark switch. The page follows `prefers-color-scheme` until the visitor chooses; the choice is a
 * `theme` cookie that the root loader reads, so the server renders the right theme (no flash).
 *
 * With JavaScript the click flips the page in place (cookie + `data-theme`). Without it the button
 * submits a GET form to /theme/, which sets the cookie and comes back.
 */
import type { FormEvent } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useLocation } from 'react-router';
import { THEME_COOKIE, type Theme, writeCookie } from '../kit/cookies.ts';

/** The theme the page shows now (the choice, else the system's). Exported for the settings dialog. */
export function effectiveTheme(): Theme {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === 'light' || chosen === 'dark') return chosen;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Stores the choice and flips the page at once (the toggle and the settings dialog both use it). */
export function applyTheme(next: Theme): void {
  writeCookie(THEME_COOKIE, next);
  document.documentElement.dataset.theme = next;
}

export function ThemeToggle({ theme }: { theme: Theme | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    applyTheme(effectiveTheme() === 'dark' ? 'light' : 'dark');
  };
  return (
    <form method="get" action="/theme/" className="theme" onSubmit={onSubmit}>
      {/* Without JavaScript we cannot know the system theme: assume the default, light. */}
      <input type="hidden" name="set" value={theme === 'dark' ? 'light' : 'dark'} />
      <input type="hidden" name="to" value={location.pathname + location.search} />
      <button type="submit" className="icon-btn" aria-label={t('theme.toggle')} title={t('theme.toggle')}>
        <svg
          className="i-moon"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" fill="currentColor" />
        </svg>
        <svg
          className="i-sun"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="12" cy="12" r="4.5" fill="currentColor" />
          <path
            d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </form>
  );
}
