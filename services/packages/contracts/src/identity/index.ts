// @dop/contracts/identity: request/reply over NATS in rpc.ts; HTTP DTOs join in http.ts with the identity service.
export * from './rpc';
