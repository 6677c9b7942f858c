// Every billing test file starts Mongo, NATS, the simulators and the registrars service.
jest.setTimeout(120_000);
