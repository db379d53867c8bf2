/**
 * A CPU profile of this process's main thread over one stretch of work (node:inspector), written
 * as a .cpuprofile that Chrome's DevTools opens and profileSummary.ts sums up. Unlike
 * `node --cpu-prof`, it leaves out the start-up: seeding the chain, compiling, the warm-up.
 */
import { Session } from 'node:inspector/promises';
import { writeFile } from 'node:fs/promises';

/** Runs `work` under the profiler and writes the profile to `file`; with no file, just runs it. */
export async function profiled<T>(file: string | undefined, work: () => Promise<T>): Promise<T> {
  if (file === undefined) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(file, JSON.stringify(profile));
    session.disconnect();
  }
}
