/**
 * `server/src/start.ts` as `npm start` runs it (minus the build): it starts
 * the local chain, prints the URL and the demo wallets, serves the API, and
 * stops anvil and the database on SIGTERM, after draining, whether the signal
 * goes to the node process or to npm's whole process group. A bad variable
 * stops it at once.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { stopsAnswering } from './demo/rpcProbe';
import { spawnNpmServe, spawnService, type ServiceProcess } from './support/serviceProcess';

const ROOT = path.resolve(__dirname, '../..');
const WHALE = '0x4444444444444444444444444444444444444444';
/** Long enough to probe /api/ready several times and to send requests that are still in flight as it ends. */
const DRAIN_MS = 5_000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
          'DeFi 0x7777777777777777777777777777777777777777 defi.eth',
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

  it('refuses a bad variable with a message naming it, before starting anything', async () => {
    const service = startService({ PORT: 'eighty', RATE_LIMIT_MAX: '-1' });
    assert.equal(await service.exited, 1);
    assert.match(service.output(), /Invalid configuration:\n {2}- PORT must be a whole number from 0 to 65535 \(got "eighty"\)\n {2}- RATE_LIMIT_MAX must be/);
    assert.doesNotMatch(service.output(), /local demo chain/);
  });
});

describe('npm start stopped by SIGTERM (issue 31, item 7)', () => {
  it('runs start.ts straight under npm: no wrapper relays the signal, and npm start runs npm run serve', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    assert.equal(scripts.start, 'npm run build && exec npm run serve');
    assert.equal(scripts.serve, 'exec node --import tsx server/src/start.ts');
  });

  for (const target of ['the process group', 'the node process'] as const) {
    it(`drains when SIGTERM goes to ${target}: ready answers 503, every request in flight is answered, no anvil is left`, async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'ribbit-start-'));
      const service = spawnNpmServe({
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        LOG_LEVEL: 'info',
        VISITOR_MAX_IN_FLIGHT: '32',
        // Sixteen whale requests at once on a shared machine: a slow answer is not what this test is about.
        RPC_TIMEOUT_MS: '5000',
      });
      const group = service.child.pid as number;
      try {
        const [, url] = await waitFor(/Ribbit is running at (http:\/\/127\.0\.0\.1:\d+)/, service.output, 120_000);
        const nodePid = Number(service.output().match(/"pid":(\d+),[^\n]*"msg":"Server listening/)?.[1]);
        assert.ok(nodePid > 0 && nodePid !== group, 'node runs under npm');
        const anvilUrls = [...service.output().matchAll(/local anvil at (http:\/\/127\.0\.0\.1:\d+)/g)].map((match) => match[1]);
        // The status, and the body of anything else than a 200.
        const post = async (): Promise<string> => {
          try {
            const reply = await fetch(`${url}/api/recommendations`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ wallet: WHALE }),
            });
            return reply.status === 200 ? '200' : `${reply.status} ${await reply.text()}`;
          } catch (error) {
            return `failed: ${error instanceof Error ? error.message : String(error)}`;
          }
        };
        const inFlight = Array.from({ length: 8 }, post);
        await delay(20);
        process.kill(target === 'the process group' ? -group : nodePid, 'SIGTERM');
        const signalledAt = performance.now();
        await delay(200);
        const readyDuringDrain: string[] = [];
        for (let probe = 0; probe < 2; probe++) {
          const reply = await fetch(`${url}/api/ready`);
          readyDuringDrain.push(`${reply.status} ${((await reply.json()) as { data: { status: string } }).data.status}`);
        }
        // Sent while the node still accepts; on a quick machine still in flight as it stops accepting.
        assert.ok(performance.now() - signalledAt < DRAIN_MS - 1_000, 'the probes left a second of the drain for the late requests');
        const late = Array.from({ length: 8 }, post);

        assert.deepEqual(await Promise.all([...inFlight, ...late]), Array<string>(16).fill('200'));
        assert.deepEqual(readyDuringDrain, ['503 draining', '503 draining']);
        assert.equal(await service.exited, 0, service.output());
        assert.match(service.output(), /SIGTERM received, draining for 5000 ms, then shutting down/);
        for (const anvil of anvilUrls) assert.equal(await stopsAnswering(anvil), true, `${anvil} still answers after the service exited`);
        assert.doesNotMatch(service.output(), /restarted and seeded/, 'the supervisor restarted no anvil during the drain');
      } finally {
        try {
          process.kill(-group, 'SIGKILL');
        } catch {
          // The group is gone: nothing outlived the service.
        }
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }
});
