// A stand-in for the browser's WebSocket: the test opens it, sends server messages and closes it.
export class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  static latest(): FakeSocket {
    return FakeSocket.all[FakeSocket.all.length - 1];
  }

  static create = (url: string) => new FakeSocket(url) as unknown as WebSocket;

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }

  open() {
    this.readyState = 1;
    this.onopen?.();
  }

  message(msg: unknown) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }

  /** The connection drops (or the server closes it) with `code`. */
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}
