// Console output of the supervisor: one progress line per step, and child output prefixed by its name.
const useColor = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;

const COLORS = [36, 33, 35, 32, 34, 96, 93, 95, 92, 94, 91];
const paint = (code: number, text: string): string => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text);

export const green = (t: string): string => paint(32, t);
export const red = (t: string): string => paint(31, t);
export const dim = (t: string): string => paint(2, t);

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** A progress line of the supervisor itself. */
export function info(message: string): void {
  process.stdout.write(`${dim('▸')} ${message}\n`);
}

export function ok(message: string, startedAt?: number): void {
  const took = startedAt === undefined ? '' : ` ${dim(`(${seconds(Date.now() - startedAt)})`)}`;
  process.stdout.write(`${green('✓')} ${message}${took}\n`);
}

export function fail(message: string): void {
  process.stderr.write(`${red('✗')} ${message}\n`);
}

const MAX_LINE = 2000;
let colorIndex = 0;
let prefixWidth = 10;

/** Names are padded to the longest one so child output lines up. */
export function setPrefixWidth(names: string[]): void {
  prefixWidth = Math.max(prefixWidth, ...names.map((n) => n.length));
}

/** Returns a writer that prints each complete line of a child's output behind `name │`. */
export function linePrefixer(name: string, stream: NodeJS.WritableStream): (line: string) => void {
  const color = COLORS[colorIndex++ % COLORS.length] ?? 36;
  return (line: string) => {
    // Minified stack frames (tsx, bundles) can be many kilobytes of one line; the head is what helps.
    const text = line.length > MAX_LINE ? `${line.slice(0, MAX_LINE)}… (${line.length - MAX_LINE} more characters)` : line;
    stream.write(`${paint(color, name.padEnd(prefixWidth))} │ ${formatLogLine(text)}\n`);
  };
}

const PINO_LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const PINO_NOISE = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'name', 'v']);

/** Services log pino JSON; on a console a short "LEVEL msg key=value" line reads better. Other lines pass as they are. */
export function formatLogLine(line: string): string {
  if (!line.startsWith('{') || !line.endsWith('}')) return line;
  let rec: Record<string, unknown>;
  try {
    rec = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  if (typeof rec.level !== 'number' || typeof rec.msg !== 'string') return line;
  const level = PINO_LEVELS[rec.level] ?? String(rec.level);
  const extras = Object.entries(rec)
    .filter(([k]) => !PINO_NOISE.has(k))
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
  const text = [level.padEnd(5), rec.msg, ...extras].join(' ');
  return rec.level >= 50 ? red(text) : text;
}
