/** Runs `work` over `items` with at most `width` at once; answers the results in order. */
export async function inParallel<T, R>(items: T[], width: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!);
      }
    }),
  );
  return results;
}

/** Percentile `q` (0–1) of values sorted ascending. */
export const percentile = (sorted: number[], q: number) =>
  sorted[Math.ceil(sorted.length * q) - 1] ?? NaN;
