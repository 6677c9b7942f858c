export * from './publish';
export * from './ensure-stream';
export * from './consume';
