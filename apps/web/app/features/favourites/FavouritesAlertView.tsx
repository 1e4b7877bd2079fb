/**
 * What the favourites say when they speak up (FavouritesAlerts.tsx loads it with the catalogue's pages
 * part on the first alert): the My games limit (TRANS_MY_GAMES_LIMIT_REACHED, once per add however
 * many games were refused), the technical error after a rolled-back change, and the sign-in prompt
 * for a visitor's pin ("available only for signed-in users", spec 1 §6) with a link to the sign-in
 * page.
 */
import { MY_GAMES_MAX, MY_TEAMS_MAX, type Lang } from '@nerali/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import type { FavouritesSnapshot } from './snapshot.ts';
import { signInPath } from './sign-in-path.ts';
import { favouritesStore } from './use-favourites.ts';

function SignInDialog({ lang, seq }: { lang: Lang; seq: number }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    // showModal keeps focus inside and Escape closes it; jsdom-less browsers without it get `open`.
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
  }, [seq]);
  const close = () => favouritesStore()?.dismissAlert();
  return (
    <dialog
      ref={ref}
      className="fav-dialog"
      aria-labelledby="fav-signin-t"
      aria-describedby="fav-signin-d"
      onClose={close}
      data-fav-signin=""
    >
      <p id="fav-signin-t" className="fav-dialog-t">
        {t('favAlert.signIn')}
      </p>
      <p id="fav-signin-d">{t('favAlert.signInWhy')}</p>
      <div className="fav-dialog-a">
        <Link className="fav-signin" to={signInPath(lang)} onClick={close}>
          {t('favAlert.signInLink')}
        </Link>
        <button type="button" className="fav-close" onClick={close}>
          {t('favAlert.close')}
        </button>
      </div>
    </dialog>
  );
}

export default function FavouritesAlertView({
  lang,
  alert,
}: {
  lang: Lang;
  alert: NonNullable<FavouritesSnapshot['alert']>;
}) {
  const { t } = useTranslation();
  if (alert.kind === 'signIn') return <SignInDialog lang={lang} seq={alert.seq} />;
  const text =
    alert.kind === 'limit'
      ? t('favAlert.limit', { max: MY_GAMES_MAX })
      : alert.kind === 'teamsLimit'
        ? t('favAlert.teamsLimit', { max: MY_TEAMS_MAX })
        : alert.kind === 'outOfRange'
          ? t('favAlert.outOfRange')
          : t('favAlert.error');
  return (
    <div className="fav-alerts">
      <div className="fav-toast" role="alert" data-fav-alert={alert.kind} data-seq={alert.seq}>
        <p>{text}</p>
        <button type="button" className="fav-close" onClick={() => favouritesStore()?.dismissAlert()}>
          {t('favAlert.close')}
        </button>
      </div>
    </div>
  );
}
