/**
 * Kills this process's anvils when it dies without a chance to stop them (issue 31, item 10: a
 * SIGKILL of the node left both anvils running, holding their ports and a core's worth of memory).
 * An exit hook cannot run on SIGKILL, and Node cannot ask the kernel for a parent-death signal,
 * so a small shell process watches instead: it reads the anvils' pids on a pipe from this
 * process ("+pid" when one starts, "-pid" when it is gone), and when the pipe closes, which the
 * kernel does as this process ends, however it ends, it kills those still listed. It leads its
 * own session and ignores INT, TERM and HUP, so a signal to Ribbit's process group does not end
 * it early; a clean stop has removed every pid, and it exits without killing anything.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Socket } from 'node:net';

/** POSIX sh: the pids listed between spaces; each "-pid" removes one; at end of input, SIGKILL to the rest. */
const WATCH_SCRIPT = `
trap '' INT TERM HUP
pids=' '
while IFS= read -r line; do
  case $line in
    +*) pids="$pids\${line#+} " ;;
    -*) p=\${line#-}; case $pids in *" $p "*) pids="\${pids%%" $p "*} \${pids#*" $p "}" ;; esac ;;
  esac
done
[ "$pids" = ' ' ] || kill -KILL $pids 2>/dev/null
`;

let watcher: ChildProcess | null = null;
const watched = new Set<number>();

function send(line: string): void {
  watcher?.stdin?.write(`${line}\n`);
}

function startWatcher(): void {
  // Windows has no sh, and its children are not in a process group with it either: nothing to do there.
  if (process.platform === 'win32') return;
  const child = spawn('/bin/sh', ['-c', WATCH_SCRIPT], { detached: true, stdio: ['pipe', 'ignore', 'ignore'] });
  // Neither the watcher nor its pipe keeps this process alive.
  child.unref();
  if (child.stdin instanceof Socket) child.stdin.unref();
  // A watcher that is gone (killed by hand) makes writes fail: started again on the next pid.
  child.stdin.on('error', () => undefined);
  child.on('error', () => undefined);
  child.once('exit', () => {
    if (watcher === child) watcher = null;
  });
  watcher = child;
  for (const pid of watched) send(`+${pid}`);
}

/** `pid` is killed if this process dies before it calls forget(pid). */
export function watchForParentDeath(pid: number): void {
  watched.add(pid);
  if (watcher) send(`+${pid}`);
  else startWatcher();
}

/** The process is gone (or stopped by us): the watcher drops it, so a reused pid is never killed. */
export function forgetParentDeath(pid: number): void {
  if (!watched.delete(pid)) return;
  send(`-${pid}`);
}
