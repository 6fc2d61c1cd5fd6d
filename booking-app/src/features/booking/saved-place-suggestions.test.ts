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
  address(1, 'home', null, 'Indiranagar, Bengaluru, Karnataka, India'),
  address(2, 'work', null, 'Whitefield, Bengaluru, Karnataka, India'),
  address(3, 'other', 'Mum', 'Jayanagar, Bengaluru, Karnataka, India'),
];
const ids = (text: string) => savedSuggestions(SAVED, text, i18n).map(({ id }) => id);

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
    ['jaya beng', ['saved-3']],
    ['Indiranagar, Bengaluru, Karnataka, India', ['saved-1']],
    ['Mysuru', []],
  ])('matches %s by the starts of the name’s or the address’s words, case aside', (text, found) => {
    i18n.activate('en');
    expect(ids(text)).toEqual(found);
  });

  it('does not match on the country every address ends with', () => {
    i18n.activate('en');
    expect(ids('ind')).toEqual(['saved-1']);
    expect(ids('india')).toEqual([]);
    // Nor on the middle of a word: nobody types 'nagar' for Indiranagar.
    expect(ids('nagar')).toEqual([]);
  });

  it('in Hindi: matches the name as shown and the Hindi address, not भारत', () => {
    i18n.activate('hi');
    const hindi = [
      address(1, 'home', null, 'इंदिरानगर, बेंगलुरु, कर्नाटक, भारत'),
      address(2, 'other', 'भारती', 'जयनगर, बेंगलुरु, कर्नाटक, भारत'),
    ];
    const found = (text: string) => savedSuggestions(hindi, text, i18n).map(({ id }) => id);
    expect(savedSuggestions(hindi, '', i18n)[0]!.name).toMatch(/^[\u0900-\u097F]+$/);
    expect(found(savedSuggestions(hindi, '', i18n)[0]!.name)).toEqual(['saved-1']);
    expect(found('इंदि')).toEqual(['saved-1']);
    expect(found('भार')).toEqual(['saved-2']);
    expect(found('home')).toEqual([]);
    i18n.activate('en');
  });
});
