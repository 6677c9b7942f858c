export * from './envelope';
export * from './domains';
export * from './providers';
export * from './identity';
export * from './changes';
export * from './catalog';
export * from './stream';
export * from './compatibility';
