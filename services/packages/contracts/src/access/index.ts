// @dop/contracts/access: roles, statuses, the role table every service enforces, and the error codes.
export * from './roles';
export * from './route-rules';
export * from './error-codes';
export * from './revocations';
