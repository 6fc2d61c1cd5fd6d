/** How far, in px, things laid over the map cover each of its sides. */
export interface MapInsets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * Measures what the screen lays over the map: the map's siblings that sit on it (the search box,
 * the booking panel, the order card). Something in the upper half covers the top; in the lower
 * half the bottom, unless it is a narrow card beside the map (the desktop panel), which covers
 * the side it sits on. Dialogs are not counted: open, they lie over the whole screen for a
 * moment, and the map keeps its view under them.
 */
export function measureInsets(mapWrapper: HTMLElement): MapInsets {
  const insets = { top: 0, right: 0, bottom: 0, left: 0 };
  const box = mapWrapper.getBoundingClientRect();
  const parent = mapWrapper.parentElement;
  if (!parent || box.height === 0) return insets;
  for (const element of Array.from(parent.children)) {
    if (
      element === mapWrapper ||
      !(element instanceof HTMLElement) ||
      element instanceof HTMLDialogElement
    )
      continue;
    const r = element.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || r.bottom <= box.top || r.top >= box.bottom) continue;
    const narrow = r.width < box.width * 0.6;
    const middle = (r.top + r.bottom) / 2;
    if (narrow && r.left - box.left < 40 && r.height > box.height * 0.3)
      insets.left = Math.max(insets.left, r.right - box.left);
    else if (narrow && box.right - r.right < 40 && r.height > box.height * 0.3)
      insets.right = Math.max(insets.right, box.right - r.left);
    else if (middle < box.top + box.height / 2)
      insets.top = Math.max(insets.top, r.bottom - box.top);
    else insets.bottom = Math.max(insets.bottom, box.bottom - r.top);
  }
  return insets;
}

/** Calls `onChange` with the insets now and whenever the map or what covers it changes size. */
export function watchInsets(mapWrapper: HTMLElement, onChange: (insets: MapInsets) => void) {
  let last = '';
  const update = () => {
    const insets = measureInsets(mapWrapper);
    const key = JSON.stringify(insets);
    if (key !== last) {
      last = key;
      onChange(insets);
    }
  };
  update();
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(update);
  observer.observe(mapWrapper);
  for (const sibling of Array.from(mapWrapper.parentElement?.children ?? []))
    if (sibling !== mapWrapper) observer.observe(sibling);
  return () => observer.disconnect();
}
