export * from './stage-event';
export * from './tombstones';
export * from './dead-letters';
export * from './event-relay';
export * from './events-stream';
export * from './install-relay';
