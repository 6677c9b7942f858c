// @dop/contracts/errors: the error-code registry (code, HTTP status, message template) of design.md §8.
export * from './registry';
export * from './template';
