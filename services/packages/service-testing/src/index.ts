export * from './free-port';
export * from './wait-for';
export * from './child-process';
export * from './nats-server';
export * from './mongo';
export * from './identity';
export * from './test-app';
export * from './pdns';
