export * from './app';
export { DYNADOT_DEFAULT_NS } from './commands';
