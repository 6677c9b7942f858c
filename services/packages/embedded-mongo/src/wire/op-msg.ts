// OP_MSG: flagBits, a kind-0 body and kind-1 document sequences merged into the command.
import { BSON, type Document } from 'bson';
import { BSON_VALUE_OPTIONS } from '../engine/types';
import { FrameError, OP_MSG, bsonLength, frame } from './framing';

export const CHECKSUM_PRESENT = 1;
export const MORE_TO_COME = 2;

export interface ParsedMsg {
  flags: number;
  command: Document;
}

export function parseOpMsg(body: Buffer): ParsedMsg {
  if (body.length < 5) throw new FrameError('truncated OP_MSG');
  const flags = body.readUInt32LE(0);
  // The CRC-32C trailer is accepted but not verified: TCP already guards integrity on loopback.
  const end = flags & CHECKSUM_PRESENT ? body.length - 4 : body.length;
  let offset = 4;
  let command: Document | undefined;
  const sequences: [string, Document[]][] = [];
  while (offset < end) {
    const kind = body[offset++];
    if (kind === 0) {
      const len = bsonLength(body, offset);
      command = BSON.deserialize(body.subarray(offset, offset + len), BSON_VALUE_OPTIONS);
      offset += len;
    } else if (kind === 1) {
      const size = bsonLength(body, offset);
      const sectionEnd = offset + size;
      let p = offset + 4;
      const nameEnd = body.indexOf(0, p);
      if (nameEnd < 0 || nameEnd >= sectionEnd) throw new FrameError('bad document sequence id');
      const id = body.toString('utf8', p, nameEnd);
      p = nameEnd + 1;
      const docs: Document[] = [];
      while (p < sectionEnd) {
        const len = bsonLength(body, p);
        docs.push(BSON.deserialize(body.subarray(p, p + len), BSON_VALUE_OPTIONS));
        p += len;
      }
      sequences.push([id, docs]);
      offset = sectionEnd;
    } else {
      throw new FrameError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!command) throw new FrameError('OP_MSG without body section');
  for (const [id, docs] of sequences) command[id] = docs;
  return { flags, command };
}

export function encodeOpMsg(responseTo: number, reply: Document): Buffer {
  const doc = BSON.serialize(reply);
  const body = Buffer.alloc(5 + doc.length);
  body.writeUInt32LE(0, 0);
  body[4] = 0;
  body.set(doc, 5);
  return frame(OP_MSG, responseTo, body);
}
