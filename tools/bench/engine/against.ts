/**
 * The engine of another commit beside this one, timed in turns in one process: on a machine shared with
 * other work the load moves by tens of percent between two runs, so two engines are compared block by
 * block under the same load. `BENCH_ENGINE_AGAINST=<commit> npm run bench:engine`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { EngineInput, EngineOutput } from '../../../server/src/engine';

type Recommend = (input: EngineInput) => EngineOutput;

const ROOT = path.resolve(__dirname, '../../..');
/** Inside the checkout (git-ignored), so the old sources find the same node_modules. */
const BASELINES = path.join(ROOT, '.bench-baseline');
const BLOCK_CALLS = 50;
const ROUNDS = 80;

/** The engine of `commit`: its server/src and contract/ unpacked once under .bench-baseline/, then imported. */
export async function engineAt(commit: string): Promise<Recommend> {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${commit}^{commit}`], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dir = path.join(BASELINES, sha);
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true });
    const paths = ['server/src', 'contract'].filter((folder) => execFileSync('git', ['ls-tree', sha, folder], { cwd: ROOT, encoding: 'utf8' }) !== '');
    execFileSync('bash', ['-c', `git archive ${sha} ${paths.join(' ')} | tar -x -C '${dir}'`], { cwd: ROOT });
  }
  const engine = (await import(path.join(dir, 'server/src/engine/index.ts'))) as { recommend: Recommend };
  return engine.recommend;
}

export interface PairedTiming {
  /** CPU µs per call, mean over the rounds. */
  baseline: number;
  current: number;
  /** current ÷ baseline per round: its median and its middle half. */
  median: number;
  quartiles: [number, number];
}

/** Blocks of calls to each engine in turns (which goes first alternates), after a warm-up of both. */
export function timePaired(baseline: Recommend, current: Recommend, input: EngineInput): PairedTiming {
  for (let i = 0; i < 300; i++) [baseline, current].forEach((recommend) => recommend(input));
  const cpu = (recommend: Recommend): number => {
    const start = process.cpuUsage();
    for (let i = 0; i < BLOCK_CALLS; i++) recommend(input);
    const used = process.cpuUsage(start);
    return (used.user + used.system) / BLOCK_CALLS;
  };
  const ratios: number[] = [];
  let [baselineSum, currentSum] = [0, 0];
  for (let round = 0; round < ROUNDS; round++) {
    let baselineUs: number;
    let currentUs: number;
    if (round % 2 === 0) {
      baselineUs = cpu(baseline);
      currentUs = cpu(current);
    } else {
      currentUs = cpu(current);
      baselineUs = cpu(baseline);
    }
    baselineSum += baselineUs;
    currentSum += currentUs;
    ratios.push(currentUs / baselineUs);
  }
  ratios.sort((a, b) => a - b);
  const at = (share: number) => ratios[Math.floor(share * (ratios.length - 1))];
  return { baseline: baselineSum / ROUNDS, current: currentSum / ROUNDS, median: at(0.5), quartiles: [at(0.25), at(0.75)] };
}
