/**
 * `server/src/start.ts` on an RPC URL loads none of the demo (server/demo): only a start without one
 * reaches it, through one dynamic import (issue 39). The node is a real anvil of chain 1, with no token
 * contracts: the service starts and serves, it has nothing to read there.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { spawnAnvil, type AnvilProcess } from '../demo/anvilProcess';
import { spawnService } from './support/serviceProcess';

const ROOT = path.resolve(__dirname, '../..');

async function waitFor(pattern: RegExp, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(output())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${pattern}; output so far:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a start on an RPC URL', () => {
  let anvil: AnvilProcess;
  before(async () => {
    anvil = await spawnAnvil({ chainId: 1 });
  });
  after(() => anvil.stop());

  it('loads no module of the demo, and serves', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ribbit-rpc-start-'));
    const loaded = path.join(dataDir, 'loaded-modules.txt');
    const service = spawnService(
      { ...process.env, RPC_URL: anvil.rpcUrl, CHAIN_ID: '1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RIBBIT_LOADED_MODULES: loaded },
      { nodeFlags: ['--import', 'tsx', '--import', path.join(ROOT, 'server/test/support/loadedModules.ts')] },
    );
    try {
      await waitFor(/Ribbit is running at http:\/\/127\.0\.0\.1:\d+/, service.output, 120_000);
      service.child.kill('SIGTERM');
      assert.equal(await service.exited, 0, service.output());
      const files = readFileSync(loaded, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => (line.startsWith('file:') ? new URL(line).pathname : line));
      // The record saw the service load: its start, its app and its store at least.
      for (const part of ['server/src/start.ts', 'server/src/app.ts', 'server/src/store/index.ts'])
        assert.ok(
          files.some((file) => file.endsWith(part)),
          `${part} was recorded`,
        );
      assert.deepEqual(
        files.filter((file) => file.includes(`${path.sep}server${path.sep}demo${path.sep}`)),
        [],
      );
    } finally {
      service.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
