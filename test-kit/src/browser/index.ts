// @dakiya/test-kit/browser: Chromium, a signed-in session in the browser, and the customer's
// steps on screen, for e2e (Playwright) and bench. Named re-exports: see ../index.ts.
export {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  HEADLESS_SHELL_PATH,
  chromiumLaunchOptions,
  launchChromium,
} from './chromium';
export { seedSession, seedSessionInPage, sessionInitScript } from './session';
export {
  AT_MG_ROAD,
  acceptOffer,
  bookMediumParcelToHosur,
  chooseDrop,
  completeSignUp,
  expectPickupFromDevice,
  findDriver,
  finishTutorial,
  logInWithPhoneOtp,
  offerFare,
  quoteMediumParcel,
  takePhoto,
  tryPhoneLoginAsNewCustomer,
} from './steps';
