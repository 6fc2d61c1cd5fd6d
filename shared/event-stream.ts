// `@dakiya/shared/event-stream`: following a server-sent-events stream opened with a ticket, for
// the customer's live order and the driver's requests. A separate entry: /login follows no stream,
// and everything shared's main entry exports ships in every first load.
export { followEventStream, type EventStreamOptions } from './src/api/event-stream';
