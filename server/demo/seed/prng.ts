/**
 * A seeded pseudo-random generator, so the local chain's prices are the same on
 * every run (Math.random would make the demo and its tests drift).
 */

/** FNV-1a: turns a label such as "LINK" into a 32-bit seed. */
export function seedFrom(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: uniform numbers in [0, 1). */
export function uniformGenerator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal numbers (Box–Muller over mulberry32). */
export function normalGenerator(seed: number): () => number {
  const uniform = uniformGenerator(seed);
  return () => {
    const u = 1 - uniform(); // (0, 1]: log(0) is avoided
    const v = uniform();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
}
