/** A place's name in English and in Hindi. */
export interface NameInEnglishAndHindi {
  en: string;
  hi: string;
}

/**
 * The states and union territories of India by GeoNames' admin1 code (the code towns and post
 * offices carry), in English and Hindi: the open data names them in English only.
 */
export const INDIAN_STATES: Readonly<Record<string, NameInEnglishAndHindi>> = {
  '01': { en: 'Andaman and Nicobar Islands', hi: 'अंडमान और निकोबार द्वीपसमूह' },
  '02': { en: 'Andhra Pradesh', hi: 'आंध्र प्रदेश' },
  '03': { en: 'Assam', hi: 'असम' },
  '05': { en: 'Chandigarh', hi: 'चंडीगढ़' },
  '07': { en: 'Delhi', hi: 'दिल्ली' },
  '09': { en: 'Gujarat', hi: 'गुजरात' },
  '10': { en: 'Haryana', hi: 'हरियाणा' },
  '11': { en: 'Himachal Pradesh', hi: 'हिमाचल प्रदेश' },
  '12': { en: 'Jammu and Kashmir', hi: 'जम्मू और कश्मीर' },
  '13': { en: 'Kerala', hi: 'केरल' },
  '14': { en: 'Lakshadweep', hi: 'लक्षद्वीप' },
  '16': { en: 'Maharashtra', hi: 'महाराष्ट्र' },
  '17': { en: 'Manipur', hi: 'मणिपुर' },
  '18': { en: 'Meghalaya', hi: 'मेघालय' },
  '19': { en: 'Karnataka', hi: 'कर्नाटक' },
  '20': { en: 'Nagaland', hi: 'नागालैंड' },
  '21': { en: 'Odisha', hi: 'ओडिशा' },
  '22': { en: 'Puducherry', hi: 'पुडुचेरी' },
  '23': { en: 'Punjab', hi: 'पंजाब' },
  '24': { en: 'Rajasthan', hi: 'राजस्थान' },
  '25': { en: 'Tamil Nadu', hi: 'तमिलनाडु' },
  '26': { en: 'Tripura', hi: 'त्रिपुरा' },
  '28': { en: 'West Bengal', hi: 'पश्चिम बंगाल' },
  '29': { en: 'Sikkim', hi: 'सिक्किम' },
  '30': { en: 'Arunachal Pradesh', hi: 'अरुणाचल प्रदेश' },
  '31': { en: 'Mizoram', hi: 'मिज़ोरम' },
  '33': { en: 'Goa', hi: 'गोवा' },
  '34': { en: 'Bihar', hi: 'बिहार' },
  '35': { en: 'Madhya Pradesh', hi: 'मध्य प्रदेश' },
  '36': { en: 'Uttar Pradesh', hi: 'उत्तर प्रदेश' },
  '37': { en: 'Chhattisgarh', hi: 'छत्तीसगढ़' },
  '38': { en: 'Jharkhand', hi: 'झारखंड' },
  '39': { en: 'Uttarakhand', hi: 'उत्तराखंड' },
  '40': { en: 'Telangana', hi: 'तेलंगाना' },
  '41': { en: 'Ladakh', hi: 'लद्दाख' },
  '52': { en: 'Dadra and Nagar Haveli and Daman and Diu', hi: 'दादरा और नगर हवेली और दमन और दीव' },
};

/** The two halves of one union territory (since 2020), which older map data draws apart. */
const FORMER_UNION_TERRITORIES: Readonly<Record<string, string>> = {
  'Dadra and Nagar Haveli': 'दादरा और नगर हवेली',
  'Daman and Diu': 'दमन और दीव',
};

const HINDI_BY_ENGLISH = new Map<string, string>([
  ...Object.values(INDIAN_STATES).map(({ en, hi }) => [en, hi] as const),
  ...Object.entries(FORMER_UNION_TERRITORIES),
]);

/** A state's or union territory's Hindi name, from its English one; undefined for one unknown. */
export const indianStateInHindi = (english: string): string | undefined =>
  HINDI_BY_ENGLISH.get(english);
