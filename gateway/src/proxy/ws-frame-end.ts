// Where WebSocket frames end in a relayed byte stream, so the gateway can put a close frame of its own
// between two frames (never inside one). Hand-written because no library exposes frame boundaries of a
// raw stream: ws's Receiver (ws is already here) yields whole messages, unmasks and inflates them, and
// needs to own the socket. RFC 6455 §5.2: 2 header bytes, 2 or 8 more for the length, 4 for a mask key.

export class WsFrameEnd {
  /** Header bytes still expected (0 between frames and inside a payload). */
  private headerLeft = 0;
  /** Bytes of the header read so far (at most 14). */
  private readonly header = Buffer.alloc(14);
  private headerRead = 0;
  /** Payload bytes of the current frame still to come. */
  private payloadLeft = 0;

  /** True when every byte seen so far belongs to a complete frame. */
  get atBoundary(): boolean {
    return this.headerRead === 0 && this.payloadLeft === 0;
  }

  /**
   * Takes the next bytes of the stream. With `stopAtEnd`, stops at the first frame end and returns the
   * offset just past it (the bytes after it are not taken); otherwise takes everything and returns -1.
   */
  take(chunk: Buffer, stopAtEnd = false): number {
    let i = 0;
    while (i < chunk.length) {
      if (this.payloadLeft > 0) {
        const n = Math.min(this.payloadLeft, chunk.length - i);
        this.payloadLeft -= n;
        i += n;
      } else {
        this.header[this.headerRead++] = chunk[i++]!;
        if (this.headerRead < 2) continue;
        if (this.headerRead === 2) this.headerLeft = headerLength(this.header[1]!) - 2;
        else this.headerLeft--;
        if (this.headerLeft > 0) continue;
        this.payloadLeft = payloadLength(this.header);
        this.headerRead = 0;
      }
      if (stopAtEnd && this.atBoundary) return i;
    }
    return -1;
  }
}

/** The whole header's length from its second byte (mask bit and 7-bit length). */
function headerLength(second: number): number {
  const len7 = second & 0x7f;
  const ext = len7 === 126 ? 2 : len7 === 127 ? 8 : 0;
  return 2 + ext + (second & 0x80 ? 4 : 0);
}

function payloadLength(header: Buffer): number {
  const len7 = header[1]! & 0x7f;
  if (len7 === 126) return header.readUInt16BE(2);
  if (len7 === 127) return Number(header.readBigUInt64BE(2));
  return len7;
}

/** A server's close frame (unmasked) with a status code and a reason of at most 123 bytes. */
export function closeFrame(code: number, reason: string): Buffer {
  const text = Buffer.from(reason).subarray(0, 123);
  const frame = Buffer.alloc(4 + text.length);
  frame[0] = 0x88; // FIN + opcode 8 (close)
  frame[1] = 2 + text.length;
  frame.writeUInt16BE(code, 2);
  text.copy(frame, 4);
  return frame;
}
