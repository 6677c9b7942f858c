// Where the Node.js driver (6.x) would keep a scenario from reaching the server as written, the client
// entities of that file get an option that restores the premise. Each entry says why.
import type { MongoClientOptions } from 'mongodb';

const CLIENT_OPTIONS: Record<string, { options: MongoClientOptions }> = {
  'create-null-ids.json': {
    // The driver replaces `_id: null` by a new ObjectId (`document._id == null` in maybeAddIdToDocuments)
    // unless the server is trusted to assign ids; these tests need `_id: null` to reach the server.
    // Client bulkWrite ignores forceServerObjectId and uses `_id ?? pkFactory.createPk()`: a factory
    // giving null keeps the scenario's `_id: null` (every document of this file has an explicit _id).
    options: { forceServerObjectId: true, pkFactory: { createPk: () => null } },
  },
};

export function clientOptionsFor(fileName: string): MongoClientOptions {
  return CLIENT_OPTIONS[fileName]?.options ?? {};
}
