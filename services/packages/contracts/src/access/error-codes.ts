// The registry moved to contracts/src/errors (issue 27); kept here so `@dop/contracts/access` importers
// still find ERROR_CODES, ErrorCode and errorStatus.
export * from '../errors';
