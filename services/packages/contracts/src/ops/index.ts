// @dop/contracts/ops: operation logs and results (events in events.ts, HTTP DTOs in http.ts).
export * from './shared';
export * from './events';
export * from './http';
