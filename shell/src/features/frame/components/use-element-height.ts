import { useEffect, useState, type RefObject } from 'react';

/**
 * The element's height in px as it changes (a toast comes and goes under the header), or null
 * before it is measured and where the browser cannot watch it.
 */
export function useElementHeight(ref: RefObject<HTMLElement | null>): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setHeight(Math.round(element.getBoundingClientRect().height));
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return height;
}
