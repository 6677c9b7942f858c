// Accounts are asked a few at a time: one slow or unreachable panel (up to HOSTING_TIMEOUT_MS) must
// not hold the whole Sync All or check past the gateway's timeout, and many at once would look like
// a flood to the provider. Results keep the input order.
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  return results;
}
