/**
 * Names people use for big towns that GeoNames lacks (by GeoNames' plain-letter name): a few
 * spellings, and the Hindi names the towns go by, first (GeoNames lists Hindi names in no order).
 */
export const TOWN_OTHER_NAMES: Readonly<Record<string, readonly string[]>> = {
  Bengaluru: ['Bangalore', 'Banglore', 'Bengalooru', 'बेंगलुरु', 'बैंगलोर'],
  Mumbai: ['Bombay', 'मुंबई', 'बंबई'],
  Delhi: ['New Delhi', 'Dilli', 'दिल्ली', 'नई दिल्ली'],
  Kolkata: ['Calcutta', 'कोलकाता', 'कलकत्ता'],
  Chennai: ['Madras', 'चेन्नई', 'मद्रास'],
  Hyderabad: ['हैदराबाद'],
  Pune: ['Poona', 'पुणे'],
  Ahmedabad: ['Ahmadabad', 'अहमदाबाद'],
  Gurgaon: ['Gurugram', 'गुरुग्राम', 'गुड़गांव'],
  Mysore: ['Mysuru', 'मैसूर'],
  Thiruvananthapuram: ['Trivandrum', 'तिरुवनंतपुरम'],
  Cochin: ['Kochi', 'कोच्चि'],
  Vadodara: ['Baroda', 'वडोदरा'],
  Varanasi: ['Benares', 'Banaras', 'वाराणसी'],
  Allahabad: ['Prayagraj', 'Prayag Raj', 'प्रयागराज', 'इलाहाबाद'],
};

/** A name all in Devanagari; with ळ it is Marathi's spelling, not Hindi's (बंगळूर). */
const isHindiName = (name: string) =>
  name.length >= 3 && /^[\p{Script=Devanagari}\s.-]+$/u.test(name) && !name.includes('ळ');

/**
 * A town's Hindi name: the first of TOWN_OTHER_NAMES' and then GeoNames' alternate names that is
 * Hindi; null where there is none. The place index and the map's labels both name towns by it.
 */
export function hindiTownName(name: string, alternateNames: readonly string[]): string | null {
  return [...(TOWN_OTHER_NAMES[name] ?? []), ...alternateNames].find(isHindiName) ?? null;
}
