// @dop/contracts/settings
export * from './http';
export * from './telegram';
