/**
 * Child processes (the anvils) that must not outlive this process: killed when
 * it exits, and on SIGINT/SIGTERM when nobody else handles the signal, so
 * Ctrl-C never leaves one running; and, when it dies without running any of
 * that (SIGKILL, a crash of the runtime), by the parent-death watch. One set
 * of process listeners for all of them: with one listener per child, each
 * would take the others for a shutdown owner and leave its child running.
 */
import type { ChildProcess } from 'node:child_process';
import { forgetParentDeath, watchForParentDeath } from './parentDeathWatch';

const children = new Set<ChildProcess>();

function killAll(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

function onSignal(signal: NodeJS.Signals): void {
  unlisten();
  // Another listener owns the shutdown (server.ts drains requests in flight, then calls
  // stop()): killing anvil now would fail those requests. The exit hook is the backstop.
  if (process.listenerCount(signal) > 0) {
    process.on('exit', killAll);
    return;
  }
  killAll();
  // Alone on this signal, our listener would swallow Node's default exit: restore it.
  process.kill(process.pid, signal);
}
const onSigint = (): void => {
  onSignal('SIGINT');
};
const onSigterm = (): void => {
  onSignal('SIGTERM');
};

function listen(): void {
  process.on('exit', killAll);
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigterm);
}

function unlisten(): void {
  process.off('exit', killAll);
  process.off('SIGINT', onSigint);
  process.off('SIGTERM', onSigterm);
}

/** Ties `child` to this process until it exits or the returned release is called. */
export function killOnExit(child: ChildProcess): () => void {
  if (children.size === 0) listen();
  children.add(child);
  const pid = child.pid;
  if (pid !== undefined) watchForParentDeath(pid);
  const release = (): void => {
    if (!children.delete(child)) return;
    if (pid !== undefined) forgetParentDeath(pid);
    if (children.size === 0) unlisten();
  };
  child.once('exit', release);
  return release;
}
