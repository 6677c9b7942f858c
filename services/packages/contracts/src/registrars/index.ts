// @dop/contracts/registrars: account fields, HTTP DTOs (http.ts) and NATS request/reply (rpc.ts).
export * from './fields';
export * from './http';
export * from './rpc';
export * from './inventory';
