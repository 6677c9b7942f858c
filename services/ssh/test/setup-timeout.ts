// Real servers (sshd, nats-server, embedded Mongo) on a shared 2-core machine: hooks and tests get 60 s.
jest.setTimeout(60_000);
