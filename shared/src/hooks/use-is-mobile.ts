import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@dakiya/domain';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void) {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

/** True when the window is narrower than 768 px (docs/product.md: mobile layout). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(QUERY).matches ?? window.innerWidth < MOBILE_BREAKPOINT_PX,
    () => false,
  );
}
