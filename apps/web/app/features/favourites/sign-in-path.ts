import type { Lang } from '@nerali/domain';

/** The sign-in page, linked from the favourites' sign-in prompts (a visitor's pin, My leagues). */
export const signInPath = (lang: Lang) => `/${lang}/account/login/`;
