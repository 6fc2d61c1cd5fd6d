import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { devanagariToLatin } from '../src/services/place-transliteration.js';
import { searchKey, searchKeys } from '../src/services/place-service.js';

describe('Devanagari in Latin letters, for search keys', () => {
  it('spells place names as their Latin names are spelt', () => {
    for (const [hindi, latin] of [
      ['होसुर', 'hosur'],
      ['इंदिरानगर', 'indiranagar'],
      ['बेंगलुरु', 'bengaluru'],
      ['बेङ्गलूरु', 'bengaluru'],
      ['दिल्ली', 'dilli'],
      ['नई दिल्ली', 'nai dilli'],
      ['मुंबई', 'mumbai'],
      ['कृष्णगिरि', 'krishnagiri'],
      ['कोरमंगला', 'koramangala'],
      ['अंधेरी', 'andheri'],
      ['संबलपुर', 'sambalapur'],
      ['चेन्नई', 'chennai'],
      ['क्षेत्र', 'kshetra'],
      ['ज़िला', 'zila'],
      ['गुड़गांव', 'guraganv'],
      ['पिन १२३', 'pin 123'],
    ])
      assert.equal(devanagariToLatin(hindi!)[0], latin, hindi);
  });

  it('offers the spelling without the vowels Hindi leaves unsaid as a second key', () => {
    assert.deepEqual(devanagariToLatin('कानपुर'), ['kanapur', 'kanpur']);
    assert.deepEqual(devanagariToLatin('अमरनाथ'), ['amaranath', 'amarnath']);
    assert.deepEqual(devanagariToLatin('द्वारका'), ['dwaraka', 'dwarka']);
    assert.deepEqual(devanagariToLatin('प्रयागराज'), ['prayagaraj', 'prayagraj']);
    assert.deepEqual(devanagariToLatin('होसुर'), ['hosur']);
  });

  it('keeps what is typed so far a prefix of the whole', () => {
    for (const word of ['होसुर', 'इंदिरानगर', 'बेंगलुरु']) {
      const whole = devanagariToLatin(word)[0]!;
      for (let n = 1; n < word.length; n += 1) {
        const typed = devanagariToLatin(word.slice(0, n))[0]!;
        // A consonant typed last keeps its own 'a' until the vowel sign after it comes.
        assert.ok(whole.startsWith(typed.replace(/a$/, '')), `${word.slice(0, n)} → ${typed}`);
      }
    }
  });

  it('leaves other text as it is, and makes search keys of both', () => {
    assert.deepEqual(devanagariToLatin('Koramangala'), ['Koramangala']);
    assert.equal(searchKey('MG रोड'), 'mahatma gandhi rod');
    assert.equal(searchKey('Hosūr'), 'hosur');
    assert.deepEqual(searchKeys('कानपुर'), ['kanapur', 'kanpur']);
    assert.deepEqual(searchKeys(' ॥ '), []);
  });
});
