export * from './app';
export { PORKBUN_DEFAULT_NS } from './api';
