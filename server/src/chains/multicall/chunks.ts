/**
 * `items` cut into lists of at most `size`, in order: the calls of one
 * aggregate3 eth_call, the transactions of one seeding block.
 */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}
