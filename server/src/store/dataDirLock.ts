/**
 * One Ribbit per DATA_DIR (issue 31, item 3). PGlite takes no lock of its own: two nodes on one
 * directory both started, each wrote over the other's pages, and after a restart 1,075 of 2,337
 * acknowledged rows were gone. So the store takes DATA_DIR/ribbit.lock before PGlite opens, and a
 * second node on the directory stops, naming the first.
 *
 * The lock is a file holding its owner's pid and when that process started. It is created with
 * link(2), which fails when the file exists, so two nodes starting together cannot both take it,
 * and a reader never sees it half written. A node killed with SIGKILL leaves its file behind; the
 * next start takes it over when the owner is gone (docs/storage.md, "One node per DATA_DIR"):
 * - no process has that pid (kill(pid, 0) says ESRCH);
 * - the pid is this process's own, and this process holds no lock on the directory (a container
 *   restarted: its node often gets the same pid as before);
 * - on Linux, the process with that pid started at another time than the owner did (the pid was
 *   reused): /proc/<pid>/stat's start time, with the boot id.
 * Anything else is a live owner: the lock is not taken.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'ribbit.lock';

/** What the lock file says about its owner. */
export interface LockOwner {
  pid: number;
  host: string;
  /** ISO 8601. */
  startedAt: string;
  /** The boot id and the process's start time in clock ticks since boot (Linux); null elsewhere. */
  processStart: string | null;
}

export interface DataDirLock {
  /** A lock left by a process that is gone, which this one took over (`from` null: its file was unreadable); null when the directory was free. */
  tookOver: { from: LockOwner | null } | null;
  /** Removes the lock file if it is still this process's. Synchronous: it also runs as the process exits. */
  release(): void;
}

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      [
        `DATA_DIR ${dataDir} is in use by another Ribbit (pid ${owner.pid} on ${owner.host}, started ${owner.startedAt}).`,
        'Two nodes on one embedded database overwrite each other and lose history. Stop that one first, or give this',
        'one its own DATA_DIR (or give every node the same DATABASE_URL: a PostgreSQL server is made to be shared).',
      ].join('\n'),
    );
  }
}

/** The directories this process holds, so it never takes over its own lock (its pid is the owner's). */
const held = new Set<string>();

/** This boot and the process's start, from /proc (Linux); null where there is no /proc or it cannot be read. */
export function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2, the command, is in parentheses and may hold spaces: count from the last ')'. Field 22 is the start time.
    const startTicks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return startTicks ? `${bootId}:${startTicks}` : null;
  } catch {
    return null;
  }
}

function isOwner(value: unknown): value is LockOwner {
  const owner = value as Partial<LockOwner> | null;
  return (
    typeof owner?.pid === 'number' &&
    Number.isSafeInteger(owner.pid) &&
    owner.pid > 0 &&
    typeof owner.host === 'string' &&
    typeof owner.startedAt === 'string' &&
    (owner.processStart === null || typeof owner.processStart === 'string')
  );
}

/** Is the process that wrote `owner` still running? See the module's comment. */
export function ownerIsAlive(owner: LockOwner, dataDir: string): boolean {
  if (owner.pid === process.pid) return held.has(path.resolve(dataDir));
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  if (owner.processStart === null) return true;
  const now = processStartOf(owner.pid);
  return now === null || now === owner.processStart;
}

/** The lock file's text, or null when there is none. */
function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function parseOwner(text: string): LockOwner | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return isOwner(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Moves a stale lock out of the way. Renamed first, then compared: if another node took the
 * stale lock over in the meantime, what was renamed is that node's fresh lock, which is put back.
 */
function removeStale(file: string, staleText: string): void {
  const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readText(aside) !== staleText) {
    try {
      linkSync(aside, file);
    } catch {
      // A third node took the directory meanwhile; its lock stands.
    }
  }
  unlinkSync(aside);
}

/** Takes DATA_DIR's lock, or throws DataDirInUseError naming the node that holds it. `dataDir` must exist. */
export function lockDataDir(directory: string): DataDirLock {
  const dataDir = path.resolve(directory);
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString(), processStart: processStartOf(process.pid) };
  const myText = `${JSON.stringify(mine)}\n`;
  const draft = `${file}.new-${process.pid}-${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, myText);
  let tookOver: DataDirLock['tookOver'] = null;
  try {
    // A few rounds: each one either takes the lock, finds it held, or clears a stale one.
    for (let round = 0; round < 5; round++) {
      try {
        linkSync(draft, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const text = readText(file);
        if (text === null) continue;
        const owner = parseOwner(text);
        // An unreadable lock file was not written by a running Ribbit (its file is complete from the start).
        if (owner && ownerIsAlive(owner, dataDir)) throw new DataDirInUseError(dataDir, owner);
        removeStale(file, text);
        tookOver = { from: owner };
        continue;
      }
      return holdLock(dataDir, file, myText, tookOver);
    }
    throw new Error(`Could not take the lock ${file}: other processes keep changing it`);
  } finally {
    unlinkSync(draft);
  }
}

function holdLock(dataDir: string, file: string, myText: string, tookOver: DataDirLock['tookOver']): DataDirLock {
  held.add(dataDir);
  const release = (): void => {
    process.off('exit', release);
    if (!held.delete(dataDir)) return;
    try {
      if (readText(file) === myText) unlinkSync(file);
    } catch {
      // Gone already, or the directory was moved: nothing is left to release.
    }
  };
  process.on('exit', release);
  return { tookOver, release };
}
