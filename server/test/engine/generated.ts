/**
 * Generated engine inputs for property tests: a seeded PRNG, so the same cases run every
 * time and a failure names its seed.
 */
import type { EngineAsset } from '../../src/engine';
import { uniformGenerator } from '../../demo/seed/prng';
import { held, series } from './fixtures';

/** The demo chain's seeded generator (mulberry32, uniform in [0, 1)): one implementation for both. */
export const prng = uniformGenerator;

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
