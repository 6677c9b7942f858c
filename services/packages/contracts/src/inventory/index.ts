// @dop/contracts/inventory: registrar inventory, checks and health (issue 29).
export * from './http';
export * from './health';
export * from './fix';
