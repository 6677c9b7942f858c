export * from './connect-proxy';
