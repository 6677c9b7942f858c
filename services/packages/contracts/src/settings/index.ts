// @dop/contracts/settings
export * from './http';
