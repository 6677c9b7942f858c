export * from './state';
export * from './controls';
export * from './sim-app';
