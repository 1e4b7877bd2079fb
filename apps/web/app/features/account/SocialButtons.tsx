/**
 * Google, Facebook and Apple sign-in, only for the providers the server has configured
 * (`GET /auth/providers`). Each is a plain link to `/auth/{provider}/start`: the server keeps the flow's
 * secrets and sends the browser to the provider; the browser comes back to this page with
 * `#signin={provider}` (AccountHost.tsx finishes the sign-in there).
 */
import type { Lang } from '@nerali/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { AccountApi, type SocialProvider } from './api.ts';

let known: Promise<SocialProvider[]> | null = null;

function providers(): Promise<SocialProvider[]> {
  known ??= new AccountApi().providers().catch(() => {
    known = null;
    return [];
  });
  return known;
}

export function socialStartHref(provider: SocialProvider, lang: Lang, returnPath: string): string {
  const query = new URLSearchParams({ lang, return: returnPath });
  return `/auth/${provider}/start?${query.toString()}`;
}

export function SocialButtons({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const [list, setList] = useState<SocialProvider[]>([]);
  useEffect(() => {
    let alive = true;
    void providers().then((p) => alive && setList(p));
    return () => {
      alive = false;
    };
  }, []);
  if (list.length === 0) return null;
  const here = typeof location === 'undefined' ? `/${lang}/` : location.pathname + location.search;
  return (
    <div className="acc-social">
      <p className="acc-or">
        <span>{t('account.or')}</span>
      </p>
      {list.map((provider) => (
        <a
          key={provider}
          className={`acc-provider acc-${provider}`}
          href={socialStartHref(provider, lang, here)}
        >
          {t(`account.${provider}`)}
        </a>
      ))}
    </div>
  );
}
