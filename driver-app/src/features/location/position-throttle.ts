import { DRIVER_POSITION_POSTS, haversineKm, type LatLng } from '@dakiya/domain';

/** A position the app sent, and when (ms since the epoch). */
export interface SentPosition extends LatLng {
  at: number;
}

export type PositionPostRules = { max: number; windowMs: number; minMoveM: number };

/**
 * Whether the phone's new position is worth sending: it moved at least `minMoveM` since the last
 * position sent, and fewer than `max` were sent in the `windowMs` before `now`. The first
 * position always goes. (GPS jitters by metres while the phone lies still: those are not sent.)
 */
export function shouldSendPosition(
  sent: readonly SentPosition[],
  next: LatLng,
  now: number,
  rules: PositionPostRules = DRIVER_POSITION_POSTS,
): boolean {
  const last = sent.at(-1);
  if (!last) return true;
  if (haversineKm(last, next) * 1000 < rules.minMoveM) return false;
  const recent = sent.filter((position) => now - position.at < rules.windowMs).length;
  return recent < rules.max;
}

/** The sent positions still inside the window: the rest no longer count. */
export function recentPositions(
  sent: readonly SentPosition[],
  now: number,
  rules: PositionPostRules = DRIVER_POSITION_POSTS,
): SentPosition[] {
  const recent = sent.filter((position) => now - position.at < rules.windowMs);
  // The last one stays however old: the next move is measured from it.
  const last = sent.at(-1);
  return last && !recent.includes(last) ? [last] : recent;
}
