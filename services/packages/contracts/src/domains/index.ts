// @dop/contracts/domains: domain names, HTTP DTOs (http.ts), bulk add and its job messages (bulk.ts), request/reply (rpc.ts).
export * from './names';
export * from './http';
export * from './bulk';
export * from './bulk-actions';
export * from './rpc';
