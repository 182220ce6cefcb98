// Runs an async function over a list with at most `limit` calls in flight, keeping the results in the
// list's order. The rescan downloads a few repositories at a time: enough to hide latency, few enough to
// stay clear of GitHub's secondary rate limits.

/** `fn` of every item, at most `limit` at once; the first rejection rejects the whole (others still finish). */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
