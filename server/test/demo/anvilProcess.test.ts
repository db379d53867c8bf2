/**
 * Anvil's life follows the service's: a graceful shutdown that owns SIGTERM
 * keeps it running for the requests in flight, and stop() ends it; a service
 * killed outright takes it along.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { spawnAnvil } from '../../demo/anvilProcess';
import { answersRpc } from '../../demo/anvilRpc';

const ANVIL_PARENT = path.resolve(__dirname, '../support/anvilParent.ts');

describe('spawnAnvil', () => {
  it('leaves anvil up on SIGTERM while a shutdown handler drains requests, until stop()', async () => {
    const anvil = await spawnAnvil({ chainId: 1 });
    let drained = false;
    // Stands for server.ts: it finishes the requests in flight (which still read the chain), then stops anvil.
    const gracefulShutdown = () => {
      drained = true;
    };
    process.on('SIGTERM', gracefulShutdown);
    try {
      process.emit('SIGTERM', 'SIGTERM');
      assert.ok(drained);
      assert.equal(await answersRpc(anvil.rpcUrl), true, 'a request in flight can still read the chain');
    } finally {
      process.off('SIGTERM', gracefulShutdown);
      await anvil.stop();
    }
    assert.equal(await answersRpc(anvil.rpcUrl), false, 'stop() ends anvil');
  });

  it('dies with its parent: a SIGKILL of the process that started it leaves no anvil running (issue 31, item 10)', async () => {
    const parent = spawn(process.execPath, ['--import', 'tsx', ANVIL_PARENT], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const rpcUrl = await new Promise<string>((resolve, reject) => {
        parent.stdout.setEncoding('utf8').once('data', (line: string) => {
          resolve(line.trim());
        });
        parent.once('exit', () => {
          reject(new Error('the parent exited before anvil answered'));
        });
      });
      assert.equal(await answersRpc(rpcUrl), true);
      parent.kill('SIGKILL');
      // No exit hook runs on SIGKILL: the parent-death watch ends anvil once the kernel has closed its pipe.
      const deadline = Date.now() + 5_000;
      while ((await answersRpc(rpcUrl)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      assert.equal(await answersRpc(rpcUrl), false, `${rpcUrl} still answers 5 s after its parent was killed`);
    } finally {
      parent.kill('SIGKILL');
    }
  });
});
