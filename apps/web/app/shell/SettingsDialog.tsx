/**
 * The settings window (spec 1 §2 slot "settings"): odds format, time format, dark theme, the live
 * table's settings, the push switch (spec 1 §4), sound, game notifications and the spoiler delay. Every change applies at once
 * and is stored (settings.ts says where); there is nothing to save.
 *
 * A modal <dialog>: the page behind is inert, Tab goes round the dialog (focus-trap.ts), Escape and
 * the close buttons close it, and the focus goes back to the control that opened it. Loaded only when
 * first opened (SettingsButton.tsx), so its code costs nothing on the first page load.
 */
import type { Lang } from '@nerali/domain';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useLocation } from 'react-router';
import { useFavourites, withFavouritesStore } from '../features/favourites/use-favourites.ts';
import { OddsFormatPicker } from '../features/odds/OddsFormatPicker.tsx';
import { useOddsRules } from '../features/odds/rules.ts';
import { otherLanguageHref } from '../kit/paths.ts';
import { applyTheme, effectiveTheme } from './ThemeToggle.tsx';
import { browserPlatform, soundEnabled } from '../features/sound/platform.ts';
import { unlockSound } from '../features/sound/sound-manager.ts';
import { formatKickoff } from '../kit/time/format.ts';
import { useModalDialog } from '../kit/ui/use-modal-dialog.ts';
import { GAME_NOTIFICATION_MODES, SPOILER_DELAY_MAX_S } from '../features/settings/settings.ts';
import { usePushSwitch, useSettings } from '../features/settings/settings-store.ts';
import {
  setHourClock,
  setLiveTable,
  setPush,
  setSound,
  setSpoilerDelay,
} from '../features/settings/settings-write.ts';

/** 19:30 UTC, written at offset 0: the example of each time format ("19:30", "இரவு 7:30"). */
const EXAMPLE_S = Date.UTC(2026, 0, 1, 19, 30) / 1000;

export interface SettingsDialogProps {
  lang: Lang;
  onClose: () => void;
}

export default function SettingsDialog({ lang, onClose }: SettingsDialogProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  // Groups in My games are the favourites' own setting (kept with the group names).
  const favourites = useFavourites();
  const rules = useOddsRules();
  const location = useLocation();
  const { ref, onKeyDown } = useModalDialog();
  const ids = useId();
  const [dark, setDark] = useState(() => effectiveTheme() === 'dark');
  const [delayText, setDelayText] = useState(String(settings.spoilerDelayS));
  const soundOn = soundEnabled(settings.sound, browserPlatform());
  const pushOn = usePushSwitch();

  const onDelay = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    setDelayText(text);
    if (/^\d{1,3}$/.test(text) && Number(text) <= SPOILER_DELAY_MAX_S) setSpoilerDelay(Number(text));
  };

  const example = (clock: '12' | '24') => formatKickoff(EXAMPLE_S, 0, lang, clock);
  const hint = (name: string) => `${ids}-${name}`;

  return (
    <dialog
      ref={ref}
      className="modal set-dialog"
      aria-labelledby={hint('title')}
      onCancel={(event) => {
        // Escape: close through the slot manager, which unmounts the dialog (and returns the focus).
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="modal-box">
        <div className="modal-head">
          <h2 id={hint('title')}>{t('settingsMeta.title')}</h2>
          <button type="button" className="modal-x set-x" aria-label={t('settings.close')} onClick={onClose}>
            <svg width="16" height="16" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
              <path d="M2 2l10 10M12 2 2 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <p className="set-intro">{t('settings.intro')}</p>

        <fieldset className="set-group">
          <legend>{t('settings.display')}</legend>
          {rules.showOdds && <OddsFormatPicker className="set-row set-odds" />}
          <fieldset className="set-choice">
            <legend>{t('settings.clock')}</legend>
            {(['24', '12'] as const).map((clock) => (
              <label key={clock}>
                <input
                  type="radio"
                  name={hint('clock')}
                  value={clock}
                  checked={settings.clock === clock}
                  onChange={() => setHourClock(clock)}
                />
                {t(clock === '24' ? 'settings.clock24' : 'settings.clock12', { example: example(clock) })}
              </label>
            ))}
          </fieldset>
          <label className="set-row">
            <input
              type="checkbox"
              checked={dark}
              onChange={(event) => {
                const next = event.currentTarget.checked;
                setDark(next);
                applyTheme(next ? 'dark' : 'light');
              }}
            />
            {t('settings.dark')}
          </label>
          {/* The other edition: the narrowest phones' header has no room for its link. */}
          <p className="set-row">
            <a
              href={otherLanguageHref(location.pathname, location.search, lang)}
              hrefLang={lang === 'ta' ? 'en' : 'ta'}
            >
              {t('lang.otherLabel')}
            </a>
          </p>
        </fieldset>

        <fieldset className="set-group">
          <legend>{t('settings.liveTable')}</legend>
          <label className="set-row">
            <input
              type="checkbox"
              checked={settings.liveTable.sortByTime}
              onChange={(event) => setLiveTable({ sortByTime: event.currentTarget.checked })}
            />
            {t('settings.sortByTime')}
          </label>
          <label className="set-row">
            <input
              type="checkbox"
              checked={favourites.groups.on}
              disabled={!favourites.ready}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                withFavouritesStore((store) => store.setGroupsEnabled(on));
              }}
            />
            {t('settings.mygamesGroups')}
          </label>
          <label className="set-row">
            <input
              type="checkbox"
              checked={pushOn}
              aria-describedby={hint('push')}
              onChange={(event) => setPush(event.currentTarget.checked)}
            />
            {t('settings.push')}
          </label>
          <p id={hint('push')} className="set-hint">
            {t('settings.pushHint')}
          </p>
        </fieldset>

        <fieldset className="set-group">
          <legend>{t('settings.alerts')}</legend>
          <label className="set-row">
            <input
              type="checkbox"
              checked={soundOn}
              aria-describedby={hint('sound')}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setSound(on);
                // This click is the gesture that lets iPhones and Safari play sounds later.
                if (on) unlockSound();
              }}
            />
            {t('settings.sound')}
          </label>
          <p id={hint('sound')} className="set-hint">
            {t('settings.soundHint')}
          </p>
          <fieldset className="set-choice" aria-describedby={hint('notify')}>
            <legend>{t('settings.notifications')}</legend>
            {GAME_NOTIFICATION_MODES.map((mode) => (
              <label key={mode}>
                <input
                  type="radio"
                  name={hint('notifications')}
                  value={mode}
                  checked={settings.liveTable.mygamesNotifications === mode}
                  onChange={() => setLiveTable({ mygamesNotifications: mode })}
                />
                {t(`settings.${mode}`)}
              </label>
            ))}
          </fieldset>
          <p id={hint('notify')} className="set-hint">
            {t('settings.notificationsHint')}
          </p>
        </fieldset>

        <fieldset className="set-group">
          <legend>{t('settings.spoiler')}</legend>
          <div className="set-row set-delay">
            <input
              id={hint('delay')}
              type="number"
              inputMode="numeric"
              min={0}
              max={SPOILER_DELAY_MAX_S}
              step={1}
              value={delayText}
              aria-labelledby={`${hint('delay-label')} ${hint('delay-unit')}`}
              aria-describedby={hint('delay-hint')}
              onChange={onDelay}
              onBlur={() => setDelayText(String(settings.spoilerDelayS))}
            />
            <span id={hint('delay-unit')}>{t('settings.spoilerUnit')}</span>
            <label id={hint('delay-label')} htmlFor={hint('delay')} className="sr">
              {t('settings.spoiler')}
            </label>
          </div>
          <p id={hint('delay-hint')} className="set-hint">
            {t('settings.spoilerHint')}
          </p>
        </fieldset>

        <div className="set-foot">
          <button type="button" className="set-done" onClick={onClose}>
            {t('settings.done')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
