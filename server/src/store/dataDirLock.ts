/**
 * One Ribbit per DATA_DIR (issue 31, item 3). PGlite takes no lock of its own: two nodes on one
 * directory both started, each wrote over the other's pages, and after a restart 1,075 of 2,337
 * acknowledged rows were gone. So the store locks DATA_DIR/ribbit.lock before PGlite opens, and a
 * second node on the directory stops, naming the first.
 *
 * The lock is an flock(2) lock, which the kernel holds for its holder whatever PID namespace
 * either node runs in. The pid check it replaced was fooled by a second container on the same
 * volume: the first node's pid was "no longer running" in the second's namespace, both served,
 * and 76 of 217 acknowledged rows were lost (issue 39, item 1).
 *
 * Node has no flock call, and one lock is not worth a native module: util-linux's flock(1) takes
 * it in a child process, which holds it while its stdin, a pipe from this process, stays open.
 * However this process ends (SIGKILL included), the kernel closes the pipe, the holder ends and
 * the lock is free: a killed node leaves no lock behind. The holder leads its own process group,
 * so a Ctrl+C meant for the node does not end it while the node is still draining.
 *
 * The file also holds its owner's pid, host and start, so a second node can name the first. The
 * record is written in place (a rename would swap the locked inode) and emptied by a node that
 * stops; the file itself is never removed, since a node could lock a removed file while a third
 * locks its replacement.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'ribbit.lock';
/** flock(1)'s exit code when another process holds the lock (EX_TEMPFAIL), told apart from its errors. */
const BUSY = 75;
/** How long a second node waits for the holder's record, written just after its lock is taken. */
const RECORD_WAIT_MS = 1_000;

/** What the lock file says about its owner. */
export interface LockOwner {
  pid: number;
  host: string;
  /** ISO 8601. */
  startedAt: string;
}

export interface DataDirLock {
  /** The node before did not stop cleanly (killed, power lost): its record was still there (`from` null: unreadable). The kernel had freed its lock. */
  tookOver: { from: LockOwner | null } | null;
  /** Empties the record and frees the lock; resolves once it is free. */
  release(): Promise<void>;
}

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    /** null: the holder's record could not be read. */
    readonly owner: LockOwner | null,
  ) {
    super(
      [
        `DATA_DIR ${dataDir} is in use by another Ribbit (${owner ? `pid ${owner.pid} on ${owner.host}, started ${owner.startedAt}` : 'its record in ribbit.lock could not be read'}).`,
        'Two nodes on one embedded database overwrite each other and lose history. Stop that one first, or give this',
        'one its own DATA_DIR (or give every node the same DATABASE_URL: a PostgreSQL server is made to be shared).',
      ].join('\n'),
    );
  }
}

function parseOwner(text: string): LockOwner | null {
  try {
    const owner = JSON.parse(text) as Partial<LockOwner> | null;
    const valid = typeof owner?.pid === 'number' && Number.isSafeInteger(owner.pid) && typeof owner.host === 'string' && typeof owner.startedAt === 'string';
    return valid ? { pid: owner.pid as number, host: owner.host as string, startedAt: owner.startedAt as string } : null;
  } catch {
    return null;
  }
}

function readRecord(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The holder's record: it writes it just after taking the lock, so a second node starting together may read it empty at first. */
async function ownerOf(file: string): Promise<LockOwner | null> {
  const deadline = Date.now() + RECORD_WAIT_MS;
  for (;;) {
    const owner = parseOwner(readRecord(file));
    if (owner || Date.now() > deadline) return owner;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Locks DATA_DIR, or throws DataDirInUseError naming the node that holds it. `dataDir` must exist.
 * `onLost`: the holder ended while this process still needed the lock (someone killed it).
 */
export async function lockDataDir(directory: string, { onLost }: { onLost?: () => void } = {}): Promise<DataDirLock> {
  const dataDir = path.resolve(directory);
  const file = path.join(dataDir, LOCK_FILE);
  // --close: only flock itself holds the lock, not `cat`; cat echoes the handshake once flock runs it, that is once the lock is held.
  const holder = spawn('flock', ['--exclusive', '--nonblock', '--close', '--conflict-exit-code', String(BUSY), file, 'cat'], {
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  let stderr = '';
  holder.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // A refused flock exits before reading the handshake: the write then fails, which says nothing more than its exit code.
  holder.stdin.on('error', () => undefined);
  const ended = new Promise<number | null>((resolve) => holder.once('exit', resolve));
  const outcome = await new Promise<'held' | 'ended' | Error>((resolve) => {
    holder.once('error', resolve);
    holder.stdout.once('data', () => {
      resolve('held');
    });
    void ended.then(() => {
      resolve('ended');
    });
    holder.stdin.write('held\n');
  });
  if (outcome !== 'held') {
    holder.stdin.destroy();
    if (outcome instanceof Error) {
      const missing = (outcome as NodeJS.ErrnoException).code === 'ENOENT';
      throw new Error(missing ? `Locking DATA_DIR needs the flock command (util-linux), which was not found` : `Could not run flock: ${outcome.message}`, {
        cause: outcome,
      });
    }
    const code = await ended;
    if (code === BUSY) throw new DataDirInUseError(dataDir, await ownerOf(file));
    throw new Error(`Could not lock ${file}: flock exited with ${code}${stderr ? `: ${stderr.trim()}` : ''}`);
  }

  const left = readRecord(file);
  const tookOver = left.trim() === '' ? null : { from: parseOwner(left) };
  const mine: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  const myText = `${JSON.stringify(mine)}\n`;
  writeFileSync(file, myText);

  // The holder must not keep this process alive, nor its pipes.
  holder.unref();
  for (const pipe of [holder.stdin, holder.stdout, holder.stderr]) (pipe as Socket).unref();
  let releasing = false;
  void ended.then(() => {
    if (!releasing) onLost?.();
  });
  /** Synchronous, so it also runs as the process exits; only this node's record is emptied. */
  const clearRecord = (): void => {
    try {
      if (readRecord(file) === myText) writeFileSync(file, '');
    } catch {
      // The directory was moved or is read-only now: the next node reads the record as left by a node that did not stop.
    }
  };
  process.on('exit', clearRecord);
  return {
    tookOver,
    release: async () => {
      if (!releasing) {
        releasing = true;
        process.off('exit', clearRecord);
        clearRecord();
        // cat reads the end of its input and exits; flock then exits, and the kernel frees the lock.
        // Waited for: a node that closes its store before exiting frees the directory first.
        holder.ref();
        holder.stdin.end();
      }
      await ended;
    },
  };
}
