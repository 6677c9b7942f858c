// Frame ends in a raw WebSocket stream, checked against frames built by ws's own Sender: every length
// form (7-bit, 16-bit, 64-bit), masked and not, fragments and control frames, split at every offset.
import WebSocket from 'ws';
import { WsFrameEnd, closeFrame } from '../../src/proxy/ws-frame-end';

// ws exports its Sender and Receiver at run time; its type declarations do not.
interface WsInternals {
  Sender: { frame(data: Buffer, options: { fin: boolean; opcode: number; mask: boolean; readOnly: boolean }): Buffer[] };
  Receiver: new (options: { isServer: boolean }) => NodeJS.WritableStream & NodeJS.EventEmitter;
}
const { Sender, Receiver } = WebSocket as unknown as WsInternals;

function frame(size: number, more: { mask?: boolean; fin?: boolean; opcode?: number } = {}): Buffer {
  const parts = Sender.frame(Buffer.alloc(size, 7), {
    fin: more.fin ?? true,
    opcode: more.opcode ?? 2,
    mask: more.mask ?? false,
    readOnly: false,
  });
  return Buffer.concat(parts);
}

const frames = [
  frame(0),
  frame(5),
  frame(125),
  frame(126),
  frame(300, { mask: true }),
  frame(70_000),
  frame(10, { fin: false }),
  frame(3, { opcode: 9 }), // a ping between fragments
  frame(10, { opcode: 0 }),
];
const stream = Buffer.concat(frames);
const ends = frames.reduce<number[]>((acc, f) => [...acc, (acc.at(-1) ?? 0) + f.length], []);

test('every frame end is found, however the stream is cut into chunks', () => {
  for (const cut of [1, 2, 3, 7, 13, 125, 1000, 65_536, stream.length]) {
    const t = new WsFrameEnd();
    const found: number[] = [];
    let offset = 0;
    for (let at = 0; at < stream.length; at += cut) {
      let chunk = stream.subarray(at, Math.min(at + cut, stream.length));
      while (chunk.length > 0) {
        const end = t.take(chunk, true);
        if (end < 0) {
          offset += chunk.length;
          break;
        }
        offset += end;
        found.push(offset);
        chunk = chunk.subarray(end);
      }
    }
    expect([cut, found]).toEqual([cut, ends]);
    expect(t.atBoundary).toBe(true);
  }
});

test('inside a header or a payload is not a boundary', () => {
  const t = new WsFrameEnd();
  const big = frame(70_000);
  for (const at of [1, 2, 5, 10, 11, 500]) {
    const u = new WsFrameEnd();
    expect(u.take(big.subarray(0, at))).toBe(-1);
    expect([at, u.atBoundary]).toEqual([at, false]);
  }
  t.take(big);
  expect(t.atBoundary).toBe(true);
});

test('the close frame is one a WebSocket client reads as that code and reason', async () => {
  const receiver = new Receiver({ isServer: false });
  const closed = new Promise<[number, string]>((resolve) =>
    receiver.on('conclude', (code: number, reason: Buffer) => resolve([code, reason.toString()])),
  );
  receiver.write(closeFrame(4401, 'Access changed (sign-out); sign in again'));
  expect(await closed).toEqual([4401, 'Access changed (sign-out); sign in again']);
  expect(closeFrame(4401, 'x'.repeat(200)).length).toBe(4 + 123);
});
