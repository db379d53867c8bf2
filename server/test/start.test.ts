/**
 * `tsx server/src/start.ts` as `npm start` runs it (minus the build): it starts
 * the local chain, prints the URL and the demo wallets, serves the API, and
 * stops anvil and the database on SIGTERM. A bad variable stops it at once.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { stopsAnswering } from './demoChain/rpcProbe';
import { spawnService, type ServiceProcess } from './support/serviceProcess';

/** `detached`: the service leads its own process group, as under a shell or a process manager that signals the group. */
function startService(env: Record<string, string>, detached = false): ServiceProcess {
  return spawnService({ ...process.env, LOG_LEVEL: 'warn', ...env }, { detached });
}

async function waitFor(pattern: RegExp, output: () => string, timeoutMs: number): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = output().match(pattern);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${pattern}; output so far:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('npm start', () => {
  it('starts on the local chain, prints the URL and demo wallets, serves the API and shuts down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ribbit-start-'));
    const service = startService({ PORT: '0', DATA_DIR: dataDir });
    try {
      const [, url] = await waitFor(/Ribbit is running at (http:\/\/127\.0\.0\.1:\d+)/, service.output, 60_000);
      await waitFor(/Press Ctrl\+C to stop/, service.output, 5_000);
      assert.match(service.output(), /Whale\s+0x4444444444444444444444444444444444444444\s+Every token/);
      assert.match(service.output(), /Empty\s+0x5555555555555555555555555555555555555555/);
      const anvilUrl = service.output().match(/local anvil at (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
      assert.ok(anvilUrl);

      const health = await fetch(`${url}/api/health`);
      assert.equal(health.status, 200);
      // The app offers the local chains' demo wallets as examples, each with its name.
      const demo = (await (await fetch(`${url}/api/demo-wallets`)).json()) as {
        data: { wallets: Array<{ label: string; address: string; ensName?: string }> };
      };
      assert.deepEqual(
        demo.data.wallets.map(({ label, address, ensName }) => `${label} ${address} ${ensName ?? '-'}`),
        [
          'Concentrated 0x1111111111111111111111111111111111111111 concentrated.eth',
          'Balanced 0x2222222222222222222222222222222222222222 balanced.eth',
          'Stable-heavy 0x3333333333333333333333333333333333333333 stable-heavy.eth',
          'Whale 0x4444444444444444444444444444444444444444 whale.eth',
          'Empty 0x5555555555555555555555555555555555555555 empty.eth',
          'Degen 0x6666666666666666666666666666666666666666 degen.eth',
        ],
      );
      const ready = await fetch(`${url}/api/ready`);
      assert.equal(ready.status, 200);
      const report = (
        (await ready.json()) as { data: { status: string; database: { status: string }; redis?: unknown; chains: Array<{ chainId: number; status: string }> } }
      ).data;
      assert.equal(report.status, 'ready');
      assert.equal(report.database.status, 'up', 'PGlite answers');
      assert.equal(report.redis, undefined, 'no REDIS_URL: nothing shared, nothing to check');
      assert.deepEqual(
        report.chains.map((chain) => [chain.chainId, chain.status]),
        [
          [1, 'up'],
          [8453, 'up'],
        ],
      );
      const recommendation = await fetch(`${url}/api/recommendations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ wallet: '0x3333333333333333333333333333333333333333' }),
      });
      assert.equal(recommendation.status, 200);

      service.child.kill('SIGTERM');
      assert.equal(await service.exited, 0);
      await assert.rejects(fetch(anvilUrl, { method: 'POST', body: '{}' }), 'anvil is stopped with the service');
    } finally {
      service.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('leaves no anvil running when SIGTERM goes to the whole process group (anvil gets it too)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ribbit-start-'));
    // A drain long enough for a supervisor still watching to restart and reseed an anvil.
    const service = startService({ PORT: '0', DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '4000' }, true);
    const group = service.child.pid as number;
    try {
      await waitFor(/Press Ctrl\+C to stop/, service.output, 60_000);
      const anvilUrls = [...service.output().matchAll(/local anvil at (http:\/\/127\.0\.0\.1:\d+)/g)].map((match) => match[1]);
      assert.equal(anvilUrls.length, 2);
      process.kill(-group, 'SIGTERM');
      assert.equal(await service.exited, 0, service.output());
      for (const url of anvilUrls) assert.equal(await stopsAnswering(url), true, `${url} still answers after the service exited`);
      assert.doesNotMatch(service.output(), /restarted and seeded/);
    } finally {
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        // The group is gone: nothing outlived the service.
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a bad variable with a message naming it, before starting anything', async () => {
    const service = startService({ PORT: 'eighty', RATE_LIMIT_MAX: '-1' });
    assert.equal(await service.exited, 1);
    assert.match(service.output(), /Invalid configuration:\n {2}- PORT must be a whole number from 0 to 65535 \(got "eighty"\)\n {2}- RATE_LIMIT_MAX must be/);
    assert.doesNotMatch(service.output(), /local demo chain/);
  });
});
