// The live connection to /ssh-ws (spec 2 §4.2): reconnects with the backoff of reconnect-policy, not
// after a 1000 close, and at once when the browser tab becomes visible again. On every (re)connect
// it subscribes to the followed job from the last line the console has, so nothing is lost or doubled.
import { SshServerMessage } from '@dop/contracts/ssh';
import { NORMAL_CLOSURE, reconnectDelay, shouldReconnect } from './reconnect-policy';

/** WebSocket.OPEN, as a literal: a stand-in WebSocket class need not carry the static constants. */
const OPEN = 1;

export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'gave-up' | 'closed';

export interface SshSocketOptions {
  url: string;
  onMessage(msg: SshServerMessage): void;
  /** `attempt` is the reconnect attempt under way or waited for (0 when open). */
  onStatus(status: SocketStatus, attempt: number): void;
  /** The job to follow and the last seq already shown, asked on every open. */
  subscription(): { jobId: string; afterSeq: number } | null;
  createSocket?: (url: string) => WebSocket;
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

export function sshSocketUrl(loc: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ssh-ws?showAll=true`;
}

export class SshSocket {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private readonly doc: NonNullable<SshSocketOptions['doc']>;

  constructor(private readonly o: SshSocketOptions) {
    this.doc = o.doc ?? document;
  }

  start(): void {
    this.doc.addEventListener('visibilitychange', this.onVisibility);
    this.connect();
  }

  /** Follows a job now (if open) and on every later open. */
  subscribe(jobId: string, afterSeq: number): void {
    if (this.ws?.readyState === OPEN) this.ws.send(JSON.stringify({ type: 'subscribe', jobId, afterSeq }));
  }

  stop(): void {
    this.stopped = true;
    this.doc.removeEventListener('visibilitychange', this.onVisibility);
    if (this.timer) clearTimeout(this.timer);
    this.ws?.close(NORMAL_CLOSURE);
    this.o.onStatus('closed', 0);
  }

  private connect(): void {
    this.timer = null;
    this.o.onStatus(this.attempt ? 'reconnecting' : 'connecting', this.attempt);
    const ws = (this.o.createSocket ?? ((url) => new WebSocket(url)))(this.o.url);
    this.ws = ws;
    ws.onopen = () => {
      this.attempt = 0;
      this.o.onStatus('open', 0);
      const sub = this.o.subscription();
      if (sub) this.subscribe(sub.jobId, sub.afterSeq);
    };
    ws.onmessage = (ev) => {
      const parsed = SshServerMessage.safeParse(JSON.parse(String(ev.data)));
      if (parsed.success) this.o.onMessage(parsed.data);
    };
    ws.onclose = (ev) => {
      if (this.ws !== ws || this.stopped) return;
      this.ws = null;
      if (!shouldReconnect(ev.code)) return this.o.onStatus('closed', 0);
      this.retry();
    };
  }

  private retry(): void {
    const delay = reconnectDelay(this.attempt + 1);
    if (delay === null) return this.o.onStatus('gave-up', this.attempt);
    this.attempt += 1;
    this.o.onStatus('reconnecting', this.attempt);
    this.timer = setTimeout(() => this.connect(), delay);
  }

  /** A tab coming back into view reconnects at once, with a fresh set of attempts. */
  private readonly onVisibility = (): void => {
    if (this.stopped || this.doc.visibilityState !== 'visible' || this.ws) return;
    if (this.timer) clearTimeout(this.timer);
    this.attempt = 0;
    this.connect();
  };
}
