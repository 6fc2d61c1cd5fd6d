// `@dakiya/shared/forms`: the dialogs, the labelled form field, the list pager and the API's
// error texts by the refusal a form foresees. A separate
// entry, loaded with the first screen or dialog that has a form: the sign-in screen's phone panel
// needs none of them, and everything shared's main entry exports ships in every first load.
export { Modal } from './src/ui/Modal';
export { CancelReasonDialog, type CancelReason } from './src/ui/CancelReasonDialog';
export { FormField, type FieldControlProps } from './src/ui/FormField';
export { Pager } from './src/ui/Pager';
export { apiErrorText } from './src/api/api-text-of-error';
