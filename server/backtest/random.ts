/** The demo chain's mulberry32 (seeded, the same on every run and machine), in [0, 1). */
export { uniformGenerator as seededRandom } from '../demo/seed/prng';

/** An integer in [min, max], both included. */
export function randomInt(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** `count` distinct items, in random order (partial Fisher–Yates on a copy). */
export function pick<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count);
}
