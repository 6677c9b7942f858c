// Shapes shared by every HTTP API and event.
export * from './dns';
export * from './errors';
export * from './events';
export * from './http';
