export * from './app';
export * from './start';
export { NAMECHEAP_DEFAULT_NS } from './commands';
