import { describe, expect, it } from '@jest/globals';
import { recentPositions, sendPositionAt, type SentPosition } from './position-throttle';

const RULES = { max: 2, windowMs: 3000, minMoveM: 10 };
const HERE = { lat: 12.97, lng: 77.6 };
// About 11 m and 5 m north of HERE (1e-4 and 4.5e-5 degrees of latitude).
const ELEVEN_M_NORTH = { lat: 12.9701, lng: 77.6 };
const FIVE_M_NORTH = { lat: 12.970045, lng: 77.6 };
const sentAt = (at: number, where = HERE): SentPosition => ({ ...where, at });

describe('sendPositionAt', () => {
  it('sends the first position now', () => {
    expect(sendPositionAt([], HERE, 0, RULES)).toBe(0);
  });

  it('never sends a move shorter than the minimum (GPS jitter)', () => {
    expect(sendPositionAt([sentAt(0)], FIVE_M_NORTH, 10_000, RULES)).toBeNull();
    expect(sendPositionAt([sentAt(0)], ELEVEN_M_NORTH, 10_000, RULES)).toBe(10_000);
  });

  it('sends at most `max` positions per window: a move past them waits for the window', () => {
    const sent = [sentAt(0, { lat: 12.96, lng: 77.6 }), sentAt(1000, { lat: 12.965, lng: 77.6 })];
    // The first post leaves the window at 3000: one more may go then.
    expect(sendPositionAt(sent, HERE, 2000, RULES)).toBe(3000);
    expect(sendPositionAt(sent, HERE, 2999, RULES)).toBe(3000);
    expect(sendPositionAt(sent, HERE, 3000, RULES)).toBe(3000);
    expect(sendPositionAt([...sent, sentAt(3000)], ELEVEN_M_NORTH, 3500, RULES)).toBe(4000);
  });
});

describe('recentPositions', () => {
  it('keeps the posts inside the window, and always the last one', () => {
    const sent = [sentAt(0), sentAt(1000), sentAt(2500)];
    expect(recentPositions(sent, 3500, RULES)).toEqual([sentAt(1000), sentAt(2500)]);
    expect(recentPositions(sent, 60_000, RULES)).toEqual([sentAt(2500)]);
    expect(recentPositions([], 0, RULES)).toEqual([]);
  });
});
