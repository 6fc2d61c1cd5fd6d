import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { API_NOTICES, MESSAGES, SESSION_MESSAGES } from '@dakiya/domain';

// Domain writes each message once, in English, for the API and the app alike (it has no i18n).
// This table gives each of the texts the app shows its translatable twin; message-texts.test.ts
// proves every twin's English is the domain's text, letter for letter.
const TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  [MESSAGES.emailEmpty]: msg`Please enter an email address`,
  [MESSAGES.emailInvalid]: msg`Please enter a valid email address`,
  [MESSAGES.otpInvalid]: msg`Please enter a valid 4-digit OTP`,
  [MESSAGES.passwordLength]: msg`Password must be at least 8 characters long.`,
  [MESSAGES.passwordUpper]: msg`Password must contain at least one uppercase letter.`,
  [MESSAGES.passwordLower]: msg`Password must contain at least one lowercase letter.`,
  [MESSAGES.passwordNumber]: msg`Password must contain at least one number.`,
  [MESSAGES.passwordsDiffer]: msg`Passwords do not match`,
  [MESSAGES.phoneInvalid]: msg`Invalid phone number`,
  [MESSAGES.emailRequired]: msg`Email is required`,
  [MESSAGES.passwordRequired]: msg`Password is required`,
  [MESSAGES.signupPasswordRule]: msg`Min 8 characters and one number`,
  [MESSAGES.confirmRequired]: msg`Please confirm your password`,
  [MESSAGES.signupPasswordsDiffer]: msg`Passwords don't match!`,
  [MESSAGES.fullName]: msg`Please enter full name`,
  [MESSAGES.areaRequired]: msg`Please select your area`,
  [MESSAGES.outsideIndia]: msg`Please select a location within India.`,
  [MESSAGES.offerNeedsPlaces]: msg`please enter pickup and drop location`,
  [MESSAGES.categoryNeedsPlaces]: msg`Please enter pickup and drop locations`,
  [MESSAGES.parcelIncomplete]: msg`please enter all values`,
  [MESSAGES.careNumberCopied]: msg`Customer care number copied`,
  [MESSAGES.pleaseSignUp]: msg`Please Sign Up`,
  [MESSAGES.somethingWrong]: msg`Something went wrong`,
  [MESSAGES.otpSent]: msg`OTP sent successfully`,
  [MESSAGES.passwordChanged]: msg`Password changed successfully`,
  [MESSAGES.cameraFailed]: msg`Permission Denied or camera not found`,
  [MESSAGES.locationDisabled]: msg`Location services are disabled. Please enable location services to move forward.`,
  [MESSAGES.userDoesNotExist]: msg`User does not exist`,
  [MESSAGES.invalidCredentials]: msg`Invalid Credentials`,
  [MESSAGES.apiUnreachable]: msg`Cannot reach Dakiya right now. Check your connection and try again.`,
  [MESSAGES.apiUnreachableStillLooking]: msg`Cannot reach Dakiya right now. Still looking for drivers…`,
  [SESSION_MESSAGES.sessionEnded]: msg`Your session has ended. Please log in again.`,
  [SESSION_MESSAGES.loggedOut]: msg`Logged out`,
  [API_NOTICES.otpSent]: msg`OTP sent`,
  [API_NOTICES.accountCreated]: msg`Account created`,
};

/** The texts that have a translation (for the test). */
export const TRANSLATED_TEXTS: readonly string[] = Object.keys(TEXTS);

/**
 * A domain text (a toast, a validation message, an API answer) in the active language; a text
 * with no twin (a name, a place) is shown as it is.
 */
export function translateText(i18n: I18n, text: string): string {
  const descriptor = TEXTS[text];
  return descriptor ? i18n._(descriptor) : text;
}
