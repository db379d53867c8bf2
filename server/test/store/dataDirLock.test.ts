/**
 * One Ribbit per DATA_DIR (issue 31, item 3; issue 39, item 1): real `start.ts` processes on one
 * directory, one of them in its own PID namespace as in a second container on the same volume,
 * and a node killed with SIGKILL. Before the lock both nodes started and each wrote over the
 * other's PGlite pages; with the pid check that came next, the node in another PID namespace found
 * the first's pid "no longer running", took the lock over, and 76 of 217 acknowledged rows were lost.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from '../../src/store/dataDirLock';
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

/** A new PID namespace takes root (or a user namespace, which this test does not set up). */
const ownPidNamespace = ['unshare', '--pid', '--fork', '--mount-proc'];
const canUnshare = process.getuid?.() === 0 && spawnSync(ownPidNamespace[0], [...ownPidNamespace.slice(1), 'true']).status === 0;

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

  it('refuses a second node, in this PID namespace or its own, naming the first; a SIGKILLed node does not block the next start', async () => {
    const first = spawnService(env);
    const others: ServiceProcess[] = [];
    const refused = async (second: ServiceProcess) => {
      others.push(second);
      const outcome = await Promise.race([second.exited, waitFor(/Ribbit is running/, second).then(() => 'running')]);
      assert.equal(outcome, 1, second.output());
      assert.match(second.output(), new RegExp(`Ribbit could not start: DATA_DIR ${dataDir} is in use by another Ribbit \\(pid ${first.child.pid} on `));
      assert.match(second.output(), /Stop that one first, or give this\none its own DATA_DIR/);
      assert.doesNotMatch(second.output(), /Ribbit is running/);
    };
    try {
      const [, url] = await waitFor(/Ribbit is running at (http:\/\/127\.0\.0\.1:\d+)/, first);

      await refused(spawnService(env));
      // As a second container on the same volume: the first node's pid means nothing there.
      if (canUnshare) await refused(spawnService(env, { wrapper: ownPidNamespace }));
      assert.equal((await fetch(`${url}/api/health`)).status, 200, 'the first node runs on');

      first.child.kill('SIGKILL');
      await first.exited;
      const third = spawnService(env);
      others.push(third);
      await waitFor(/Ribbit is running/, third);
      assert.match(third.output(), new RegExp(`took over the lock of pid ${first.child.pid}, started .*, which is no longer running`));
      third.child.kill('SIGTERM');
      assert.equal(await third.exited, 0, third.output());
      assert.equal(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'), '', 'a node that stops empties its record');
    } finally {
      for (const service of [first, ...others]) service.child.kill('SIGKILL');
    }
  });
});

describe('the DATA_DIR lock', () => {
  let dataDir: string;
  const lockFile = () => path.join(dataDir, LOCK_FILE);
  before(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ribbit-lock-'));
  });
  after(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is refused while held, by this process too, and free once released', async () => {
    const lock = await lockDataDir(dataDir);
    try {
      assert.equal(lock.tookOver, null);
      await assert.rejects(lockDataDir(dataDir), (error: unknown) => error instanceof DataDirInUseError && error.owner?.pid === process.pid);
    } finally {
      await lock.release();
    }
    assert.equal(readFileSync(lockFile(), 'utf8'), '');
    await (await lockDataDir(dataDir)).release();
  });

  it('is refused while a process in another PID namespace holds it, whatever the record says', { skip: !canUnshare && 'needs root for unshare' }, async () => {
    writeFileSync(lockFile(), JSON.stringify({ pid: 1, host: 'container-a', startedAt: '2026-01-01T00:00:00.000Z' }));
    // flock(1) holding the file in its own PID namespace until its input closes: pid 1 there, nothing here.
    const other = spawn(ownPidNamespace[0], [...ownPidNamespace.slice(1), 'flock', '--exclusive', lockFile(), 'cat'], {
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    try {
      // Until then the lock is this test's to take: wait for it to be taken.
      for (;;) {
        if (spawnSync('flock', ['--exclusive', '--nonblock', lockFile(), 'true']).status !== 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await assert.rejects(lockDataDir(dataDir), (error: unknown) => error instanceof DataDirInUseError && error.owner?.host === 'container-a');
    } finally {
      other.stdin.end();
      await new Promise((resolve) => other.once('exit', resolve));
    }
  });

  it('is free once its holder is killed; a record left behind is reported, a garbled one too', async () => {
    const cases: Array<[string, string, number | null]> = [
      ['a killed node', JSON.stringify({ pid: 4211, host: 'web-1', startedAt: '2026-01-01T00:00:00.000Z' }), 4211],
      ['a garbled record', 'garbage', null],
    ];
    for (const [name, left, pid] of cases) {
      writeFileSync(lockFile(), left);
      const lock = await lockDataDir(dataDir);
      try {
        assert.equal(lock.tookOver?.from?.pid ?? null, pid, name);
        assert.notEqual(lock.tookOver, null, name);
        assert.match(readFileSync(lockFile(), 'utf8'), new RegExp(`^\\{"pid":${process.pid},`), name);
      } finally {
        await lock.release();
      }
    }
  });

  it('says so when its holder is killed while the node runs', async () => {
    let lost: () => void = () => undefined;
    const noticed = new Promise<void>((resolve) => (lost = resolve));
    const lock = await lockDataDir(dataDir, {
      onLost: () => {
        lost();
      },
    });
    // The holder is the flock process this one started on this test's own directory.
    const pid = Number(execFileSync('pgrep', ['-f', '-P', String(process.pid), `flock .*${lockFile()}`], { encoding: 'utf8' }).trim());
    // The holder and its pipes are unref'd: in the service its listening server keeps the event loop
    // alive to hear the holder end; here a timer does, or the test ends before the exit arrives.
    const alive = setInterval(() => undefined, 1_000);
    try {
      process.kill(pid, 'SIGKILL');
      await noticed;
    } finally {
      clearInterval(alive);
    }
    await lock.release();
  });
});
