/**
 * The red team's CCIP-Read probe (issue 31 §1): a Universal Resolver that answers with EIP-3668's
 * OffchainLookup, naming a URL on the service's own network. Ribbit must fetch nothing, answer at once
 * with its own message, and leave nothing running. The control shows the probe bites: viem with
 * CCIP-Read on (its default) does fetch the URL.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { concat, createPublicClient, encodeErrorResult, http, numberToHex, parseAbi, size, type Hex } from 'viem';
import { mainnet } from 'viem/chains';
import { ENS_UNIVERSAL_RESOLVER_ADDRESS } from '../../src/chains/ensAddresses';
import { spawnAnvil, type AnvilProcess } from '../../demo/anvilProcess';
import { ApiError } from '../../src/domain/apiError';
import { createEnsLookup, OffchainNameError, walletOf } from '../../src/wallet/ensNames';

const OFFCHAIN_LOOKUP = parseAbi(['error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData)']);

/**
 * Runtime code that reverts with `data` whatever it is called with: CODECOPY the data after the
 * 14-byte prelude into memory, then REVERT it.
 */
function revertingCode(data: Hex): Hex {
  const length = numberToHex(size(data), { size: 2 });
  // PUSH2 len, PUSH1 14, PUSH1 0, CODECOPY, PUSH2 len, PUSH1 0, REVERT
  const prelude = `0x61${length.slice(2)}600e600039` + `61${length.slice(2)}6000fd`;
  return concat([prelude as Hex, data]);
}

describe('CCIP-Read (EIP-3668) from an ENS resolver', () => {
  let anvil: AnvilProcess;
  let internal: Server;
  let hits: string[];

  before(async () => {
    hits = [];
    internal = createServer((request, response) => {
      hits.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: '0x' }));
    });
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    const adminUrl = `http://127.0.0.1:${(internal.address() as AddressInfo).port}/internal-admin/{sender}/{data}`;
    const lookup = encodeErrorResult({
      abi: OFFCHAIN_LOOKUP,
      errorName: 'OffchainLookup',
      args: [ENS_UNIVERSAL_RESOLVER_ADDRESS, [adminUrl], '0x1234', '0x12345678', '0x'],
    });
    anvil = await spawnAnvil({ chainId: 1 });
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    await client.request({ method: 'anvil_setCode' as never, params: [ENS_UNIVERSAL_RESOLVER_ADDRESS, revertingCode(lookup)] as never });
  });

  after(async () => {
    await anvil.stop();
    internal.closeAllConnections();
    await new Promise((resolve) => internal.close(resolve));
  });

  it('the probe bites: viem with CCIP-Read on fetches the URL the resolver names, again and again', async () => {
    // The gateway's answer asks again, so viem loops: the control cuts it off once the loop shows.
    let cut = false;
    const fetchFn: typeof fetch = (input, init) => (cut ? Promise.reject(new Error('cut off by the test')) : fetch(input, init));
    const open = createPublicClient({ chain: mainnet, transport: http(anvil.rpcUrl, { retryCount: 0, fetchFn }) });
    const lookup = open.getEnsAddress({ name: 'evil.eth' }).catch(() => null);
    for (let waited = 0; hits.length < 2 && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    cut = true;
    await lookup;
    assert.ok(hits.length >= 2, `the internal server saw ${JSON.stringify(hits)}`);
    assert.ok(hits.every((url) => url.startsWith('/internal-admin/')));
    hits.length = 0;
  });

  it('Ribbit fetches nothing, and says the name is resolved off-chain', async () => {
    // Made first: making it builds ENSIP-15's tables (up to 0.55 s of CPU), which is no part of the lookup.
    const lookup = createEnsLookup([anvil.rpcUrl], 1_000);
    const started = Date.now();
    await assert.rejects(lookup('evil.eth'), OffchainNameError);
    assert.ok(Date.now() - started < 1_000, 'answered at once, not at the deadline');
    // Long enough for a background loop to show itself.
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.deepEqual(hits, []);
  });

  it('answers 422 ens_offchain naming the name, and still fetches nothing', async () => {
    const lookup = createEnsLookup([anvil.rpcUrl], 1_000);
    await assert.rejects(walletOf('evil.eth', lookup), (error: unknown) => {
      assert.ok(error instanceof ApiError);
      assert.equal(error.statusCode, 422);
      assert.equal(error.code, 'ens_offchain');
      assert.match(error.message, /^evil\.eth is resolved off-chain/);
      return true;
    });
    assert.deepEqual(hits, []);
  });
});
