export * from './state';
export * from './bot-api';
export * from './app';
export * from './start';
