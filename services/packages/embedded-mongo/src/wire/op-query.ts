// Legacy OP_QUERY: only used for the first handshake on `admin.$cmd`; answered with OP_REPLY.
import { BSON, type Document } from 'bson';
import { BSON_VALUE_OPTIONS } from '../engine/types';
import { FrameError, OP_REPLY, bsonLength, frame } from './framing';

export interface ParsedQuery {
  collection: string;
  query: Document;
}

export function parseOpQuery(body: Buffer): ParsedQuery {
  const nameEnd = body.indexOf(0, 4);
  if (nameEnd < 0) throw new FrameError('truncated OP_QUERY');
  const collection = body.toString('utf8', 4, nameEnd);
  const offset = nameEnd + 1 + 8;
  const len = bsonLength(body, offset);
  let query = BSON.deserialize(body.subarray(offset, offset + len), BSON_VALUE_OPTIONS);
  // Drivers may wrap the command as {$query: {...}, $readPreference: ...}.
  if (query.$query && typeof query.$query === 'object') query = query.$query as Document;
  return { collection, query };
}

export function encodeOpReply(responseTo: number, reply: Document): Buffer {
  const doc = BSON.serialize(reply);
  const head = Buffer.alloc(20);
  head.writeInt32LE(0, 0); // responseFlags
  head.writeBigInt64LE(0n, 4); // cursorId
  head.writeInt32LE(0, 12); // startingFrom
  head.writeInt32LE(1, 16); // numberReturned
  return frame(OP_REPLY, responseTo, Buffer.concat([head, doc]));
}
