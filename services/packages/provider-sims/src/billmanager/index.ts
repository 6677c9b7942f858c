export * from './state';
export * from './app';
export * from './start';
