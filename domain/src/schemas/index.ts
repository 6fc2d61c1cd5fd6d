// `@dakiya/domain/schemas`: the zod schemas of every request and response of the API, and of the
// customer app's forms. A separate entry from `@dakiya/domain`, so that code which needs only
// constants, messages or types loads without the schema library.
export * from './common';
export * from './auth-forms';
export * from './auth';
export * from './quotation';
export * from './booking';
export * from './delivery';
export * from './driver';
export * from './driver-signup';
export * from './driver-app';
export * from './images';
export * from './places';
export * from './outbox';
export * from './saved-addresses';
export * from './registry';
