/**
 * Micro-benchmark of the engine on a whale wallet: 50 held tokens and a
 * 20-token universe, 180 daily closes each. Prints µs per recommend() call.
 * Run: npm run bench:engine
 */
import type { Address } from 'viem';
import type { PriceHistory, TokenInfo } from '../../server/src/domain/types';
import { recommend, type EngineInput } from '../../server/src/engine';

const DAYS = 180;
const HELD = 50;
const UNIVERSE = 20;
const WARMUP_CALLS = 200;
const TIMED_CALLS = 2000;

/** Deterministic pseudo-random numbers (LCG), so every run times the same input. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function token(index: number, stable: boolean): TokenInfo {
  const address: Address = `0x${index.toString(16).padStart(40, '0')}`;
  return { chainId: 31337, address, symbol: `T${index}`, name: `Token ${index}`, decimals: 18, tags: stable ? ['stablecoin'] : [] };
}

/** A random walk with a per-token drift and volatility. */
function prices(index: number, stable: boolean): PriceHistory {
  const random = generator(index + 1);
  const drift = (random() - 0.5) * 0.01;
  const dailyVol = stable ? 0.0005 : 0.01 + random() * 0.05;
  const closes: number[] = [];
  let price = stable ? 1 : 1 + random() * 1000;
  for (let day = 0; day < DAYS; day++) {
    price *= Math.exp(stable ? (random() - 0.5) * dailyVol : drift + (random() - 0.5) * 2 * dailyVol);
    closes.push(price);
  }
  return { priceUsd: price, updatedAt: 1_700_000_000, dailyCloses: closes, source: 'chainlink' };
}

function whaleInput(): EngineInput {
  const holdings = Array.from({ length: HELD }, (_, i) => ({
    token: token(i, i % 10 === 0),
    amount: 1 + i,
    prices: prices(i, i % 10 === 0),
  }));
  const universe = Array.from({ length: UNIVERSE }, (_, i) => {
    const index = HELD + i;
    return { token: token(index, i % 5 === 0), prices: prices(index, i % 5 === 0) };
  });
  return { holdings, universe };
}

const input = whaleInput();
let sink = 0;
for (let i = 0; i < WARMUP_CALLS; i++) sink += recommend(input).tokens.length;
const start = process.hrtime.bigint();
const cpuStart = process.cpuUsage();
for (let i = 0; i < TIMED_CALLS; i++) sink += recommend(input).tokens.length;
const cpu = process.cpuUsage(cpuStart);
const elapsedUs = Number(process.hrtime.bigint() - start) / 1000;
const perCall = elapsedUs / TIMED_CALLS;
// CPU time as well as wall time: on a shared machine the wall time counts the waits for a core, the CPU time does not.
const cpuPerCall = (cpu.user + cpu.system) / TIMED_CALLS;
console.log(
  `recommend(): ${perCall.toFixed(1)} µs per call, ${cpuPerCall.toFixed(1)} µs of CPU (${HELD} held + ${UNIVERSE} universe tokens × ${DAYS} days, ` +
    `${TIMED_CALLS} calls, ≈${Math.round(1e6 / perCall)} calls/s on one core; ${sink} tokens advised)`,
);
