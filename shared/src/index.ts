// The public face of @dakiya/shared. Apps import from here, and the form schemas from
// `@dakiya/shared/validation`. What the API shares with the apps (constants, messages, routes,
// entity types, fare formula, geo, rupees) the apps import from @dakiya/domain itself: a
// federation-shared module ships everything it exports, so passing the whole domain on from
// here would put all of it in every first load, where each app bundles only what it uses.
// The domain objects shared carries for its own use are passed on, so that no app bundles a
// second copy of them.
export { API_ROUTES, LOCAL_KEYS, MESSAGES, SESSION_KEYS } from '@dakiya/domain';
// The product's theme (colours, type, the dk-* classes) comes with the shared layer, once.
import './theme.css';
export * from './config/runtime-config';
export * from './storage/storage-keys';
export * from './api/api-slice';
export * from './api/base-query';
export * from './api/error-message';
export * from './api/api-error-text';
export * from './api/image-data-url';
export * from './store/create-store';
export * from './store/redux';
export * from './session/session-slice';
export * from './session/session-api';
export * from './session/session-actions';
export * from './session/use-log-out';
export * from './session/RequireCustomer';
export { persistInStorage, type PersistedValue } from './storage/persistence';
export * from './alert/alert-slice';
export * from './routing/router';
export { Link } from './routing/Link';
export * from './hooks/store-hooks';
export * from './hooks/use-is-mobile';
export * from './hooks/use-alert';
export * from './ui/Logo';
export * from './ui/LoadingScreen';
export * from './ui/AlertToast';
export * from './ui/ForeignRoute';
export * from './ui/ActionButton';
export type { RemoteApp } from './remotes/remote-contract';
export * from './i18n';
