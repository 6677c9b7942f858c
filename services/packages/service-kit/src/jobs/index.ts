export * from './leased-items';
export * from './item-consumer';
export * from './finish-job';
export * from './database-retry';
