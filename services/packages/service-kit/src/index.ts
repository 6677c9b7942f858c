export * from './env';
export * from './identity-headers';
