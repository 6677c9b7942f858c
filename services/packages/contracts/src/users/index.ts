// @dop/contracts/users
export * from './http';
