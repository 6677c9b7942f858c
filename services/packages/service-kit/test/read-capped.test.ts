import { Readable } from 'node:stream';
import { readCappedText } from '../src/read-capped';

const tooLarge = () => new Error('too large');

function webStream(chunks: string[]): { stream: ReadableStream<Uint8Array>; cancelled: () => boolean; pulled: () => number } {
  let i = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(Buffer.from(chunks[i++]));
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, cancelled: () => cancelled, pulled: () => i };
}

describe('readCappedText', () => {
  it('reads a body within the cap, from a web stream and from a Node stream', async () => {
    expect(await readCappedText(webStream(['héllo ', 'world']).stream, 100, tooLarge)).toBe('héllo world');
    expect(await readCappedText(Readable.from([Buffer.from('a'), Buffer.from('b')]), 2, tooLarge)).toBe('ab');
    expect(await readCappedText(null, 10, tooLarge)).toBe('');
  });

  it('stops at the first chunk over the cap and cancels the rest of a web stream', async () => {
    const body = webStream(['12345', '67890', 'never read', 'nor this']);
    await expect(readCappedText(body.stream, 8, tooLarge)).rejects.toThrow('too large');
    expect(body.cancelled()).toBe(true);
    expect(body.pulled()).toBeLessThan(4);
  });

  it('destroys a Node stream that goes over the cap', async () => {
    const stream = Readable.from(['1234', '5678', '9'].map((s) => Buffer.from(s)));
    await expect(readCappedText(stream, 8, tooLarge)).rejects.toThrow('too large');
    expect(stream.destroyed).toBe(true);
  });

  it('refuses a declared length over the cap before reading', async () => {
    const body = webStream(['x']);
    await expect(readCappedText(body.stream, 8, tooLarge, '9')).rejects.toThrow('too large');
    expect(body.cancelled()).toBe(true);
    expect(body.pulled()).toBe(0);
  });
});
