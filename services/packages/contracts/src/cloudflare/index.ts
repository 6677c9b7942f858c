export * from './http';
export * from './rpc';
export * from './jobs';
