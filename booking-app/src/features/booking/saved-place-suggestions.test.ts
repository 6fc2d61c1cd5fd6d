import { describe, expect, it } from '@jest/globals';
import { i18n } from '@dakiya/shared';
import type { SavedAddress } from '@dakiya/domain';
import { savedSuggestions } from './saved-place-suggestions';

const address = (id: number, kind: SavedAddress['kind'], name: string | null, text: string) => ({
  id,
  kind,
  name,
  location: { address: text, position: { lat: 12.9, lng: 77.6 } },
  created_at: '2026-11-20T10:00:00.000Z',
});
const SAVED = [
  address(1, 'home', null, 'Indiranagar, Bengaluru'),
  address(2, 'work', null, 'Whitefield, Bengaluru'),
  address(3, 'other', 'Mum', 'Jayanagar, Bengaluru'),
];

describe('savedSuggestions', () => {
  it('offers all of them for an empty box, named Home, Work or their own name', () => {
    i18n.activate('en');
    expect(savedSuggestions(SAVED, '  ', i18n).map(({ id, name }) => [id, name])).toEqual([
      ['saved-1', 'Home'],
      ['saved-2', 'Work'],
      ['saved-3', 'Mum'],
    ]);
  });

  it.each([
    ['HOME', ['saved-1']],
    ['whitefield', ['saved-2']],
    ['mu', ['saved-3']],
    ['bengaluru', ['saved-1', 'saved-2', 'saved-3']],
    ['Mysuru', []],
  ])('matches %s by name or address, case aside', (text, ids) => {
    i18n.activate('en');
    expect(savedSuggestions(SAVED, text, i18n).map(({ id }) => id)).toEqual(ids);
  });
});
