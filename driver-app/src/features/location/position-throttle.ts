import { DRIVER_POSITION_POSTS, haversineKm, type LatLng } from '@dakiya/domain';

/** A position the app sent, and when (ms since the epoch). */
export interface SentPosition extends LatLng {
  at: number;
}

export type PositionPostRules = { max: number; windowMs: number; minMoveM: number };

/**
 * When the phone's new position may be sent: `now`, or later when `max` were sent in the
 * `windowMs` before `now` (once the oldest of them leaves it), or never (null) when it moved
 * less than `minMoveM` since the last position sent (GPS jitters by metres while the phone lies
 * still). The first position always goes. A phone that stops right after a quick move still has
 * its last position sent, at that later time.
 */
export function sendPositionAt(
  sent: readonly SentPosition[],
  next: LatLng,
  now: number,
  rules: PositionPostRules = DRIVER_POSITION_POSTS,
): number | null {
  const last = sent.at(-1);
  if (!last) return now;
  if (haversineKm(last, next) * 1000 < rules.minMoveM) return null;
  const recent = sent.filter((position) => now - position.at < rules.windowMs);
  if (recent.length < rules.max) return now;
  return recent.at(-rules.max)!.at + rules.windowMs;
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
