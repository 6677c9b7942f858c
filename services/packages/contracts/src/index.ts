export * from './common';
