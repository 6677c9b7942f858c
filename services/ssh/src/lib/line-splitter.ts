// Hand-written: readline and split2 hold an endless line whole in memory and keep colour codes; this cuts and strips while it splits.
// Turns a stream of output chunks into log lines: UTF-8 split across chunks is kept whole, \r\n, \n and
// a bare \r (progress bars redraw with it) end a line, terminal colour codes are dropped, blank lines
// are skipped and an endless line is cut so one bad program cannot fill the log with a single entry.
import { StringDecoder } from 'node:string_decoder';

export const MAX_LINE_CHARS = 4000;
// CSI sequences (colours, cursor moves) and OSC titles: control characters are the point here.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(\u0007|\u001b\\)/g;

export class LineSplitter {
  private readonly decoder = new StringDecoder('utf8');
  private partial = '';

  push(chunk: Buffer | string): string[] {
    const text = this.partial + (typeof chunk === 'string' ? chunk : this.decoder.write(chunk));
    const parts = text.split(/\r\n|\n|\r/);
    this.partial = parts.pop() ?? '';
    const lines = parts.map(clean).filter(Boolean);
    while (this.partial.length > MAX_LINE_CHARS) {
      lines.push(clean(this.partial.slice(0, MAX_LINE_CHARS)));
      this.partial = this.partial.slice(MAX_LINE_CHARS);
    }
    return lines;
  }

  /** Whatever is left once the stream ended (a last line without a newline). */
  end(): string[] {
    const rest = clean(this.partial + this.decoder.end());
    this.partial = '';
    return rest ? [rest] : [];
  }
}

function clean(line: string): string {
  return line.replace(ANSI, '').trimEnd().slice(0, MAX_LINE_CHARS);
}
