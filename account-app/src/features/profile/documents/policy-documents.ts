import { isLanguage, type Language } from '@dakiya/shared';
import privacyPolicy from './privacy-policy.pdf';
import privacyPolicyHindi from './privacy-policy.hi.pdf';
import terms from './terms-and-conditions.pdf';
import termsHindi from './terms-and-conditions.hi.pdf';

/** The policy PDFs in each language (written by scripts/write-policies.mjs). */
const DOCUMENTS: Record<Language, { privacyPolicy: string; terms: string }> = {
  en: { privacyPolicy, terms },
  hi: { privacyPolicy: privacyPolicyHindi, terms: termsHindi },
};

/** The Privacy Policy and Terms in the active language (English when none is active yet). */
export function policyDocuments(locale: string) {
  return DOCUMENTS[isLanguage(locale) ? locale : 'en'];
}
