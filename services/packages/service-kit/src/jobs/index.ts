export * from './leased-items';
export * from './item-consumer';
