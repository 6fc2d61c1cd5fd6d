import { useEffect, type RefObject } from 'react';

/** The step bar's height, as the page's scroll padding reads it (TripPage.module.css). */
export const STEP_BAR_HEIGHT_VAR = '--dk-step-bar-height';

/**
 * Keeps STEP_BAR_HEIGHT_VAR on the page's root at the bar's real height while the trip shows (it
 * grows with a refusal or a long Hindi label): the browser then scrolls what it brings into view
 * (a focused link, the field the keyboard opens on) clear of the bar, not under it.
 */
export function useStepBarRoom(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const measure = () =>
      root.style.setProperty(STEP_BAR_HEIGHT_VAR, `${element.getBoundingClientRect().height}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(STEP_BAR_HEIGHT_VAR);
    };
  }, [bar]);
}
