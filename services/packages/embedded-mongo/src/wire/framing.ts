// Splits a TCP byte stream into MongoDB wire messages (length-prefixed, little-endian header).
export const MAX_MESSAGE_SIZE = 48_000_000;
export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;

export interface WireMessage {
  requestId: number;
  responseTo: number;
  opCode: number;
  body: Buffer;
}

export class FrameError extends Error {}

/** Accumulates chunks and yields complete messages; throws FrameError on an impossible length. */
export class Framer {
  private buffered: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): WireMessage[] {
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
    const out: WireMessage[] = [];
    while (this.buffered.length >= 4) {
      const len = this.buffered.readInt32LE(0);
      if (len < 16 || len > MAX_MESSAGE_SIZE) throw new FrameError(`invalid message length ${len}`);
      if (this.buffered.length < len) break;
      const msg = this.buffered.subarray(0, len);
      out.push({
        requestId: msg.readInt32LE(4),
        responseTo: msg.readInt32LE(8),
        opCode: msg.readInt32LE(12),
        body: msg.subarray(16),
      });
      this.buffered = this.buffered.subarray(len);
    }
    return out;
  }
}

let nextRequestId = 1;

export function frame(opCode: number, responseTo: number, body: Buffer): Buffer {
  const header = Buffer.alloc(16);
  header.writeInt32LE(16 + body.length, 0);
  header.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  header.writeInt32LE(responseTo, 8);
  header.writeInt32LE(opCode, 12);
  return Buffer.concat([header, body]);
}

/** Reads one BSON document's byte length at offset, validating it fits. */
export function bsonLength(buf: Buffer, offset: number): number {
  if (offset + 5 > buf.length) throw new FrameError('truncated BSON document');
  const len = buf.readInt32LE(offset);
  if (len < 5 || offset + len > buf.length) throw new FrameError('truncated BSON document');
  return len;
}
