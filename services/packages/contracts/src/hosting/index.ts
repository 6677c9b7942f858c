export * from './accounts';
export * from './servers';
export * from './sync';
export * from './attention';
