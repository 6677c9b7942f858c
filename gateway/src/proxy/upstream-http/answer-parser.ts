// Reads answers off one connection, byte chunks in, events out: the head of each final answer, its
// body de-chunked, its end. Incremental (a chunk may end anywhere) and pausable: after pause() the
// parser keeps what it has not read until resume().
//
// The bytes given to execute() may be a view of a read buffer the socket reuses: whatever the parser
// keeps past the call it copies, and a body piece it passes out is valid only during the event.
import { parseAnswerHead, type AnswerHead } from './answer-head';
import { UpstreamError } from './errors';

/** Larger heads are refused (Node's server refuses requests over 16 KiB; services answer far less). */
export const MAX_HEAD_BYTES = 64 * 1024;
const MAX_CHUNK_LINE = 4096;
const CRLF2 = Buffer.from('\r\n\r\n');

/** Called from inside execute(); any of them may call pause() to hold back what follows. */
export interface ParserEvents {
  head(head: AnswerHead): void;
  body(chunk: Buffer): void;
  end(keepAlive: boolean): void;
}

const enum State {
  Idle,
  Head,
  Length,
  ChunkLine,
  ChunkData,
  ChunkEnd,
  Trailers,
  UntilClose,
}

function bad(message: string): UpstreamError {
  return new UpstreamError('UPSTREAM_BAD_ANSWER', message);
}

export class AnswerParser {
  private state = State.Idle;
  private noBody = false;
  private keepAlive = true;
  /** Bytes of the current head, or of a chunk-size / trailer line, that arrived split. */
  private partial: Buffer | null = null;
  /** Body bytes still expected (length framing, or the current chunk). */
  private remaining = 0;
  private paused = false;
  private rest: Buffer | null = null;
  /** The connection closed while paused in a body that runs until close: end once the rest is read. */
  private endOnResume = false;
  /** Whether any byte of the current answer has arrived. */
  started = false;

  constructor(private readonly events: ParserEvents) {}

  /** Expect the answer to a new request. */
  expect(noBody: boolean): void {
    this.state = State.Head;
    this.noBody = noBody;
    this.started = false;
    this.partial = null;
    this.paused = false;
    this.rest = null;
    this.endOnResume = false;
  }

  get busy(): boolean {
    return this.state !== State.Idle;
  }

  /** The connection closed: true when that ends the answer properly (a body framed by the close). */
  closed(): boolean {
    if (this.state !== State.UntilClose) return false;
    if (this.paused) this.endOnResume = true;
    else {
      this.state = State.Idle;
      this.events.end(false);
    }
    return true;
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    const rest = this.rest;
    this.rest = null;
    if (rest !== null) this.execute(rest);
    if (this.endOnResume && !this.paused) {
      this.endOnResume = false;
      this.state = State.Idle;
      this.events.end(false);
    }
  }

  /** Throws UpstreamError for a malformed answer or bytes nobody asked for. */
  execute(data: Buffer): void {
    if (this.paused) {
      this.rest = this.rest === null ? Buffer.from(data) : Buffer.concat([this.rest, data]);
      return;
    }
    if (data.length > 0) this.started = true;
    let at = 0;
    while (at < data.length) {
      switch (this.state) {
        case State.Idle:
          throw bad('data after the end of the answer');
        case State.Head:
          at = this.readHead(data, at);
          break;
        case State.Length:
          at = this.readCounted(data, at, State.Idle);
          if (this.remaining === 0) this.events.end(this.keepAlive);
          break;
        case State.ChunkLine:
        case State.Trailers:
          at = this.readLine(data, at);
          break;
        case State.ChunkData:
          at = this.readCounted(data, at, State.ChunkEnd);
          break;
        case State.ChunkEnd:
          at = this.readLine(data, at);
          break;
        case State.UntilClose: {
          const piece = at === 0 ? data : data.subarray(at);
          at = data.length;
          this.events.body(piece);
          break;
        }
      }
      if (this.paused) {
        if (at === data.length) return;
        // Paused on the last piece of an answer: what follows was sent after its end.
        if (!this.busy) throw bad('data after the end of the answer');
        this.rest = Buffer.from(data.subarray(at));
        return;
      }
    }
  }

  /** Passes on up to `remaining` body bytes, going to `next` once they are all read; returns where they end. */
  private readCounted(data: Buffer, at: number, next: State): number {
    const n = Math.min(this.remaining, data.length - at);
    this.remaining -= n;
    if (this.remaining === 0) this.state = next;
    this.events.body(data.subarray(at, at + n));
    return at + n;
  }

  /** Collects a head up to its blank line; returns where its bytes end in `data`. */
  private readHead(data: Buffer, at: number): number {
    let buf = data;
    let from = at;
    if (this.partial !== null) {
      buf = Buffer.concat([this.partial, data.subarray(at)]);
      from = 0;
    }
    // The blank line may straddle the two pieces: search from just before the new bytes.
    const searchFrom = this.partial === null ? from : Math.max(0, this.partial.length - 3);
    const end = buf.indexOf(CRLF2, searchFrom);
    if (end === -1) {
      if (buf.length - from > MAX_HEAD_BYTES) throw bad('answer head too large');
      this.partial = this.partial === null ? Buffer.from(buf.subarray(from)) : buf;
      return data.length;
    }
    if (end - from > MAX_HEAD_BYTES) throw bad('answer head too large');
    const consumed = this.partial === null ? end + 4 : at + (end + 4 - this.partial.length);
    this.partial = null;
    const head = parseAnswerHead(buf.toString('latin1', from, end), this.noBody);
    if (head.status < 200) {
      if (head.status === 101) throw bad('unexpected protocol switch');
      return consumed; // 1xx: the final answer follows
    }
    this.keepAlive = head.keepAlive;
    const f = head.framing;
    if (f.kind === 'none') this.state = State.Idle;
    else if (f.kind === 'length') {
      this.state = State.Length;
      this.remaining = f.length;
    } else if (f.kind === 'chunked') this.state = State.ChunkLine;
    else this.state = State.UntilClose;
    this.events.head(head);
    if (this.state === State.Idle) this.events.end(this.keepAlive);
    return consumed;
  }

  /** A chunk-size line, the CRLF after chunk data, or a trailer line. */
  private readLine(data: Buffer, at: number): number {
    const lf = data.indexOf(10, at);
    if (lf === -1) {
      this.partial = this.partial === null ? Buffer.from(data.subarray(at)) : Buffer.concat([this.partial, data.subarray(at)]);
      if (this.partial.length > MAX_CHUNK_LINE) throw bad('chunk line too long');
      return data.length;
    }
    let line = data.subarray(at, lf + 1);
    if (this.partial !== null) {
      line = Buffer.concat([this.partial, line]);
      this.partial = null;
    }
    if (line.length < 2 || line[line.length - 2] !== 13) throw bad('line not ended by CRLF');
    const text = line.toString('latin1', 0, line.length - 2);
    this.onLine(text);
    return lf + 1;
  }

  private onLine(text: string): void {
    if (this.state === State.ChunkEnd) {
      if (text !== '') throw bad('chunk data longer than its size');
      this.state = State.ChunkLine;
      return;
    }
    if (this.state === State.Trailers) {
      // Trailers are not passed on (the answer's head has gone); the blank line ends the answer.
      if (text === '') {
        this.state = State.Idle;
        this.events.end(this.keepAlive);
      }
      return;
    }
    const semi = text.indexOf(';');
    const hex = (semi === -1 ? text : text.slice(0, semi)).trim();
    if (!/^[0-9a-fA-F]{1,12}$/.test(hex)) throw bad('invalid chunk size');
    const size = parseInt(hex, 16);
    if (size === 0) this.state = State.Trailers;
    else {
      this.state = State.ChunkData;
      this.remaining = size;
    }
  }
}
