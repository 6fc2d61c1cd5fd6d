import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An in-app link: a real <a href> that navigates without a page load, carrying `state`. Built
 * the way React Router documents for custom links (useHref + useLinkClickHandler): its own <Link>
 * also carries framework-mode prefetching, which the apps never use, on every first load.
 */
export function Link({ to, replace, state, target, onClick, children, ...anchorProps }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  }
  return (
    <a {...anchorProps} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}
