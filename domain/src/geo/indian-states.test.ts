import { describe, expect, it } from '@jest/globals';
import { INDIAN_STATES, indianStateInHindi } from './indian-states';

describe('indianStateInHindi', () => {
  it('names each state by its English name, and the halves of a union territory older maps draw', () => {
    expect(indianStateInHindi('Karnataka')).toBe('कर्नाटक');
    expect(indianStateInHindi(INDIAN_STATES['52']!.en)).toBe(INDIAN_STATES['52']!.hi);
    expect(indianStateInHindi('Daman and Diu')).toBe('दमन और दीव');
    expect(indianStateInHindi('Atlantis')).toBeUndefined();
  });
});
