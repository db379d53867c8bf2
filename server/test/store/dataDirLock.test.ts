/**
 * One Ribbit per DATA_DIR (issue 31, item 3): two real `start.ts` processes on one directory,
 * and the lock a killed one leaves behind. Before the lock both started and each wrote over the
 * other's PGlite pages.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DataDirInUseError, LOCK_FILE, lockDataDir, processStartOf, type LockOwner } from '../../src/store/dataDirLock';
import { closedPortUrl } from '../helpers/testApp';
import { spawnService, type ServiceProcess } from '../support/serviceProcess';

async function waitFor(pattern: RegExp, service: ServiceProcess, timeoutMs = 60_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = service.output().match(pattern);
    if (match) return match;
    if (Date.now() > deadline || service.child.exitCode !== null)
      throw new Error(`No ${pattern} before the time-out or the exit; output:\n${service.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('two nodes on one DATA_DIR', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ribbit-lock-'));
    // A chain URL nothing answers: the nodes start without anvil (a warning), which this test does not need.
    env = { ...process.env, PORT: '0', DATA_DIR: dataDir, RPC_URL_1: await closedPortUrl(), LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_MS: '0' };
  });
  after(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses the second node, naming the directory and the node that holds it; a SIGKILLed node does not block the next start', async () => {
    const first = spawnService(env);
    const others: ServiceProcess[] = [];
    try {
      const [, url] = await waitFor(/Ribbit is running at (http:\/\/127\.0\.0\.1:\d+)/, first);

      const second = spawnService(env);
      others.push(second);
      const outcome = await Promise.race([second.exited, waitFor(/Ribbit is running/, second).then(() => 'running')]);
      assert.equal(outcome, 1, second.output());
      assert.match(second.output(), new RegExp(`Ribbit could not start: DATA_DIR ${dataDir} is in use by another Ribbit \\(pid ${first.child.pid} on `));
      assert.match(second.output(), /Stop that one first, or give this\none its own DATA_DIR/);
      assert.doesNotMatch(second.output(), /Ribbit is running/);
      assert.equal((await fetch(`${url}/api/health`)).status, 200, 'the first node runs on');

      first.child.kill('SIGKILL');
      await first.exited;
      assert.ok(existsSync(path.join(dataDir, LOCK_FILE)), 'a killed node leaves its lock file');
      const third = spawnService(env);
      others.push(third);
      await waitFor(/Ribbit is running/, third);
      assert.match(third.output(), new RegExp(`took over the lock of pid ${first.child.pid}, started .*, which is no longer running`));
      third.child.kill('SIGTERM');
      assert.equal(await third.exited, 0, third.output());
      assert.equal(existsSync(path.join(dataDir, LOCK_FILE)), false, 'a node that stops removes its lock');
    } finally {
      for (const service of [first, ...others]) service.child.kill('SIGKILL');
    }
  });
});

describe('the DATA_DIR lock', () => {
  let dataDir: string;
  const lockFile = () => path.join(dataDir, LOCK_FILE);
  const writeOwner = (owner: Partial<LockOwner>) => {
    writeFileSync(lockFile(), JSON.stringify({ host: 'elsewhere', startedAt: '2026-01-01T00:00:00.000Z', processStart: null, ...owner }));
  };
  before(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ribbit-lock-'));
  });
  after(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is refused while a live process holds it, this one included, and released by its holder', () => {
    const lock = lockDataDir(dataDir);
    try {
      assert.equal(lock.tookOver, null);
      assert.throws(
        () => lockDataDir(dataDir),
        (error: unknown) => error instanceof DataDirInUseError && error.owner.pid === process.pid,
      );
    } finally {
      lock.release();
    }
    assert.equal(existsSync(lockFile()), false);
  });

  it("is refused when the owner's pid runs and started when the lock says", () => {
    const sleeper = spawn('sleep', ['30']);
    try {
      const pid = sleeper.pid as number;
      writeOwner({ pid, processStart: processStartOf(pid) });
      assert.throws(
        () => lockDataDir(dataDir),
        (error: unknown) => error instanceof DataDirInUseError && error.owner.pid === pid,
      );
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('is taken over from a pid no process has, a reused pid, this process’s own pid from before, and an unreadable file', async (t) => {
    const gone = spawn('true');
    await new Promise((resolve) => gone.once('exit', resolve));
    const reused = spawn('sleep', ['30']);
    t.after(() => reused.kill('SIGKILL'));
    const leftBehind: Record<string, () => void> = {
      'no such process': () => {
        writeOwner({ pid: gone.pid });
      },
      'its own pid, from a process before it': () => {
        writeOwner({ pid: process.pid });
      },
      'an unreadable file': () => {
        writeFileSync(lockFile(), 'garbage');
      },
    };
    // Only where a process's start time can be read (Linux) is a reused pid told from its first owner.
    if (processStartOf(process.pid) !== null) {
      leftBehind['a reused pid'] = () => {
        writeOwner({ pid: reused.pid, processStart: 'another-boot:1' });
      };
    }
    for (const [name, leave] of Object.entries(leftBehind)) {
      leave();
      const lock = lockDataDir(dataDir);
      try {
        assert.ok(lock.tookOver, name);
        assert.equal((JSON.parse(readFileSync(lockFile(), 'utf8')) as LockOwner).pid, process.pid, name);
      } finally {
        lock.release();
      }
    }
  });
});
