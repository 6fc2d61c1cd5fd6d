import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useNavigate } from './location';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** The browser's own way with a click: a new tab or window, a download, another target. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== '_self')
  );
}

/** An in-app link: a real <a href> that navigates without a page load, carrying `state`. */
export function Link({ to, replace, state, target, onClick, children, ...anchorProps }: LinkProps) {
  const navigate = useNavigate();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event, target)) return;
    event.preventDefault();
    navigate(to, { replace, state });
  }
  return (
    <a {...anchorProps} href={to} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}
