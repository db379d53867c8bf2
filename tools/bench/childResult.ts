/**
 * A benchmark's load generator runs in a child process, so it never shares the
 * event loop of what it measures: the parent forks the module with a flag and
 * waits for the one result the child posts back.
 */
import { fork } from 'node:child_process';

/** Forks `file` (through tsx) with `args` and resolves with the message it sends. */
export function resultFromChild<Result>(file: string, args: string[]): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = fork(file, args, { execArgv: ['--import', 'tsx'] });
    child.once('message', (message) => {
      resolve(message as Result);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
    });
  });
}

/** In the child: runs `work`, posts its result to the parent and exits (1 on failure). */
export function answerParent(work: () => Promise<unknown>): void {
  work()
    .then((result) => {
      process.send?.(result);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
