// Hand-written: no maintained package parses Retry-After alone (p-retry and undici leave it to callers).
// The one reader of a Retry-After header (RFC 9110 §10.2.3): delta-seconds or an HTTP-date. Dates are
// matched to the three forms §5.6.7 says a recipient must accept before Date.parse sees them, because
// Date.parse alone turns garbage such as "2" into a year.
// Why no library: npm has no stand-alone reader (axios-retry-after is tied to axios, undici keeps its own
// inside its RetryHandler, p-retry reads no headers).

const DELTA_SECONDS = /^\d+$/;
const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const LONG_DAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const TIME = '\\d{2}:\\d{2}:\\d{2}';
/** Sun, 06 Nov 1994 08:49:37 GMT: the form senders must use. */
const IMF_FIXDATE = new RegExp(`^${DAY}, \\d{2} ${MONTH} \\d{4} ${TIME} GMT$`);
/** Sunday, 06-Nov-94 08:49:37 GMT (obsolete RFC 850 form). */
const RFC850_DATE = new RegExp(`^${LONG_DAY}, \\d{2}-${MONTH}-\\d{2} ${TIME} GMT$`);
/** Sun Nov  6 08:49:37 1994 (obsolete asctime form; no zone written, but it is UTC). */
const ASCTIME_DATE = new RegExp(`^${DAY} ${MONTH} [ \\d]\\d ${TIME} \\d{4}$`);

export interface RetryAfterOptions {
  /** The clock an HTTP-date is measured against, in ms since the epoch; default Date.now(). */
  now?: number;
  /** Longest wait to answer, in ms (a server asking for an hour gets this instead). */
  capMs?: number;
}

function dateMs(value: string): number | null {
  let parsed = Number.NaN;
  if (IMF_FIXDATE.test(value) || RFC850_DATE.test(value)) parsed = Date.parse(value);
  else if (ASCTIME_DATE.test(value)) parsed = Date.parse(`${value} GMT`);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * The wait a Retry-After value asks for, in ms: delta-seconds, or the time until an HTTP-date (0 for a
 * date already past). Null when there is no value or it is neither form.
 */
export function retryAfterMs(value: string | null | undefined, opts: RetryAfterOptions = {}): number | null {
  const text = value?.trim();
  if (!text) return null;
  let wait: number;
  if (DELTA_SECONDS.test(text)) {
    wait = Number(text) * 1000;
  } else {
    const at = dateMs(text);
    if (at === null) return null;
    wait = Math.max(0, at - (opts.now ?? Date.now()));
  }
  return opts.capMs === undefined ? wait : Math.min(wait, opts.capMs);
}
