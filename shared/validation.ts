// `@dakiya/shared/validation`: the form schemas (zod), from @dakiya/domain. A separate entry so
// that screens without a form, /login's phone panel among them, load without the schema library;
// only the forms' schemas, since everything a federation-shared entry exports ships.
export {
  changePasswordSchema,
  driverSignupSchema,
  emailLoginSchema,
  forgotEmailSchema,
  locationFormSchema,
  signupFormSchema,
} from '@dakiya/domain/schemas';
export type { LocationForm, QuotationRequest, SignupForm } from '@dakiya/domain';
