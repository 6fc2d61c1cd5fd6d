import { msg } from '@lingui/core/macro';

// The API's error texts of the GST details (account-app only), by their stable code, as this
// app's catalogue entries `api.<code>`. Nothing imports this file at run time; `lingui extract`
// reads it, and its test holds each English text to domain's.
export const GST_API_ERROR_TEXTS = {
  gstinInvalid: msg({
    id: 'api.gstinInvalid',
    message: 'Enter a valid GSTIN: 15 characters, as on the GST registration certificate.',
  }),
  gstBusinessNameRequired: msg({
    id: 'api.gstBusinessNameRequired',
    message: 'Enter the business name the GSTIN is registered to.',
  }),
};
