/**
 * Anvil's life follows the service's: a graceful shutdown that owns SIGTERM
 * keeps it running for the requests in flight, and stop() ends it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { spawnAnvil } from '../../src/demoChain/anvilProcess';

async function answers(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

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
      assert.equal(await answers(anvil.rpcUrl), true, 'a request in flight can still read the chain');
    } finally {
      process.off('SIGTERM', gracefulShutdown);
      await anvil.stop();
    }
    assert.equal(await answers(anvil.rpcUrl), false, 'stop() ends anvil');
  });
});
