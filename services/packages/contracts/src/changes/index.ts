// @dop/contracts/changes: change sets (issue 30), their HTTP API and events.
export * from './http';
export * from './rpc';
