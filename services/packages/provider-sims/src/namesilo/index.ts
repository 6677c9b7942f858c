export * from './app';
export { NAMESILO_DEFAULT_NS } from './operations';
