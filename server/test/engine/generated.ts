/**
 * Generated engine inputs for property tests: a seeded PRNG, so the same cases run every
 * time and a failure names its seed.
 */
import type { EngineAsset } from '../../src/engine';
import { held, series } from './fixtures';

/** mulberry32: a small seeded generator, uniform in [0, 1). */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A random walk of 180 closes with its own drift and swing. */
export function walk(random: () => number): number[] {
  const drift = (random() - 0.5) * 0.02;
  const swing = 0.005 + random() * 0.1;
  let price = 0.01 + random() * 1_000;
  return series(180, () => (price *= Math.exp(drift + swing * (random() - 0.5))));
}

/** 1 to 8 walking tokens, half the time beside a USDC reserve (a fifth of those off its peg). */
export function generatedWallet(random: () => number): EngineAsset[] {
  const count = 1 + Math.floor(random() * 8);
  const holdings = Array.from({ length: count }, (_, i) => held(`T${i}`, walk(random), 1 + random() * 1_000));
  if (random() < 0.5)
    holdings.push(
      held(
        'USDC',
        series(180, () => 1),
        random() * 50_000,
        ['stablecoin'],
        random() < 0.2 ? 0.9 : 1,
      ),
    );
  return holdings;
}
