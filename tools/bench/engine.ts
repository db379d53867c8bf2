/**
 * Micro-benchmark of the engine on a whale wallet: 50 held tokens and a
 * 20-token universe, 180 daily closes each. Prints µs per recommend() call.
 * Run: npm run bench:engine. With BENCH_ENGINE_AGAINST=<commit>, that commit's engine and this one in
 * turns in one process instead (engine/against.ts), e.g. BENCH_ENGINE_AGAINST=22286e1 for engine 2.2.1.
 */
import { recommend } from '../../server/src/engine';
import { engineAt, timePaired } from './engine/against';
import { DAYS, HELD, UNIVERSE, whaleInput } from './engine/whale';

const WARMUP_CALLS = 200;
const TIMED_CALLS = 2000;
const AGAINST = process.env.BENCH_ENGINE_AGAINST;

async function compareWith(commit: string): Promise<void> {
  const timing = timePaired(await engineAt(commit), recommend, whaleInput());
  const [low, high] = timing.quartiles.map((ratio) => ratio.toFixed(2));
  console.log(
    `recommend(), CPU per call, in turns with ${commit}'s engine: ${commit} ${timing.baseline.toFixed(0)} µs, this one ${timing.current.toFixed(0)} µs; ` +
      `this one ÷ ${commit} per round: median ${timing.median.toFixed(2)} (middle half ${low}–${high})`,
  );
}

function timeAlone(): void {
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
}

if (AGAINST) void compareWith(AGAINST);
else timeAlone();
