// `@dakiya/domain`: what the API and the customer app share, with no React, Redux or browser
// code and no zod at run time (the schemas are `@dakiya/domain/schemas`).
export * from './constants';
export * from './messages';
export * from './auth-limits';
export * from './request-errors';
export * from './error-codes';
export * from './routes';
export * from './api-routes';
export * from './api-path';
export * from './storage-keys';
export * from './full-name';
export * from './ride-rules';
export * from './fare-formula';
export * from './vehicles';
export * from './format/rupees';
export * from './format/kilometres';
export * from './format/registration';
export * from './format/india-time';
export * from './geo/haversine';
export * from './geo/india-bounds';
export * from './geo/indian-states';
export * from './geo/town-names';
export * from './geo/area-names';
export * from './saved-address-rules';
export * from './performance-marks';
export type * from './types';
