/**
 * CPU time of the service and of anvil, from Linux's /proc. Unlike latency and
 * req/s, CPU per request does not depend on what else shares the machine, so
 * runs can be compared on a busy host.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

/** Milliseconds of CPU (user + system). */
export interface CpuTimes {
  mainThread: number;
  process: number;
  anvil: number;
}

/** utime + stime of a /proc stat file, in ms. */
function cpuMsOf(statFile: string): number {
  // Fields after the ")" closing the command name: utime and stime are the 12th and 13th.
  const fields = readFileSync(statFile, 'utf8').split(') ')[1].split(' ');
  const msPerTick = 1000 / 100; // USER_HZ is 100 on Linux.
  return (Number(fields[11]) + Number(fields[12])) * msPerTick;
}

/** The pid of anvil, our child process (the local chain spawns the binary directly); null when not found. */
export function anvilPid(): number | null {
  try {
    const children = readFileSync(`/proc/self/task/${process.pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
    return children.find((pid) => readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'anvil') ?? null;
  } catch {
    return null;
  }
}

/**
 * CPU used so far by this process's main thread, by the whole process (its other
 * threads included: the garbage collector's, libuv's) and by anvil (NaN when its pid is
 * unknown); null off Linux.
 */
export function cpuTimesMs(anvil: number | null): CpuTimes | null {
  try {
    return {
      mainThread: cpuMsOf(`/proc/self/task/${process.pid}/stat`),
      process: cpuMsOf('/proc/self/stat'),
      anvil: anvil === null ? Number.NaN : cpuMsOf(`/proc/${anvil}/stat`),
    };
  } catch {
    return null;
  }
}

/** CPU per request between two readings; undefined when either is missing or nothing was served. */
export function cpuPerRequest(before: CpuTimes | null, after: CpuTimes | null, requests: number): CpuTimes | undefined {
  if (!before || !after || requests <= 0) return undefined;
  return {
    mainThread: (after.mainThread - before.mainThread) / requests,
    process: (after.process - before.process) / requests,
    anvil: (after.anvil - before.anvil) / requests,
  };
}

export const loadAverage = () =>
  `${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} on ${availableParallelism()} cores`;
