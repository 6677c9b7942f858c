/** YYYY-MM-DD of today (UTC) plus `days`, so tests about expiry never rot. */
export function dateFromToday(days: number, now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10);
}
