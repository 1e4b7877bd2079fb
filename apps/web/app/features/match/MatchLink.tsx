/**
 * A link that opens a match, as score sites do: a real link to the full page (works without
 * JavaScript, with middle-click and "open in new tab"); a plain click on a wide screen (> 800 px, the
 * spec's responsive breakpoint) opens the 688x900 popup window on the same page with `?popup=1`; on a
 * phone it goes to the full page.
 */
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router';
import { popupUrl } from './url.ts';

export const POPUP_NAME = 'nerali-match';
export const POPUP_FEATURES = 'width=688,height=900,scrollbars=yes,resizable=yes';
/** Spec 1 §2 responsive breakpoints 800 and 640: above 800 px the match opens in its popup. */
const WIDE_QUERY = '(min-width: 801px)';

function openPopup(event: MouseEvent<HTMLAnchorElement>, href: string): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (!window.matchMedia(WIDE_QUERY).matches) return;
  const popup = window.open(popupUrl(href), POPUP_NAME, POPUP_FEATURES);
  // A blocked popup: the link does what a link does.
  if (!popup) return;
  event.preventDefault();
  popup.focus();
}

export interface MatchLinkProps {
  href: string;
  className?: string;
  style?: CSSProperties;
  label?: string;
  children?: ReactNode;
}

export function MatchLink({ href, className, style, label, children }: MatchLinkProps) {
  const inRouter = useInRouterContext();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => openPopup(event, href);
  if (inRouter) {
    return (
      <Link to={href} className={className} style={style} aria-label={label} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} style={style} aria-label={label} onClick={onClick}>
      {children}
    </a>
  );
}
