// @dop/contracts/auth: sign-in HTTP DTOs, personal tokens and identity events.
export * from './fields';
export * from './http';
export * from './tokens';
export * from './events';
export * from './step-up';
