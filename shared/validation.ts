// `@dakiya/shared/validation`: the form schemas (zod). A separate entry so that screens without
// a form, /login's phone panel among them, load without the schema library.
export * from './src/validation/auth-rules';
export * from './src/validation/booking-rules';
