// `@dakiya/shared/forms`: the dialog and the labelled form field. A separate entry, loaded with
// the first screen or dialog that has a form: the sign-in screen's phone panel needs neither,
// and everything shared's main entry exports ships in every first load.
export { Modal } from './src/ui/Modal';
export { FormField, type FieldControlProps } from './src/ui/FormField';
