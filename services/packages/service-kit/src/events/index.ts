export * from './publish';
export * from './ensure-stream';
export * from './consume';
export * from './request';
export * from './ops-events';
export * from './operation-ops';
export * from './rpc-responder';
export * from './audit';
