/**
 * The start-up check of each configured RPC URL's chain id, on real anvil nodes, and
 * `start.ts` refusing to start on a mismatch with a message naming the variables.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { MULTICALL3_ADDRESS } from '../../src/chains/abis';
import { spawnAnvil, type AnvilProcess } from '../../demo/anvilProcess';
import { checkChainIdentity } from '../../src/chains/chainIdentity';
import { closedPortUrl } from '../helpers/testApp';

const START = path.resolve(__dirname, '../../src/start.ts');

describe('checkChainIdentity', () => {
  let base: AnvilProcess;
  before(async () => {
    base = await spawnAnvil({ chainId: 8453 });
  });
  after(() => base.stop());

  const chain = (chainId: number, rpcUrls: string[], variables: { rpcUrl: string; chainId?: string }) => ({
    chainId,
    rpcUrls,
    variables,
    maxRps: 5,
    multicall3: MULTICALL3_ADDRESS,
  });

  it('names RPC_URL and CHAIN_ID when a Base node is configured as chain 1, and says what to set', async () => {
    const report = await checkChainIdentity([chain(1, [base.rpcUrl], { rpcUrl: 'RPC_URL', chainId: 'CHAIN_ID' })], 1_000);
    const origin = new URL(base.rpcUrl).origin;
    assert.deepEqual(report.mismatches, [
      `RPC_URL (${origin}) answers for chain 8453 (Base), but CHAIN_ID is 1: set CHAIN_ID=8453, or point RPC_URL at a node of chain 1`,
    ]);
  });

  it('names RPC_URL_<id>, passes a matching URL, and only warns of one that does not answer', async () => {
    const dead = await closedPortUrl();
    const report = await checkChainIdentity(
      [chain(8453, [base.rpcUrl, dead], { rpcUrl: 'RPC_URL_8453' }), chain(10, [base.rpcUrl], { rpcUrl: 'RPC_URL_10' })],
      1_000,
    );
    assert.deepEqual(report.mismatches, [
      `RPC_URL_10 (${new URL(base.rpcUrl).origin}) answers for chain 8453 (Base), not chain 10 (OP Mainnet): point RPC_URL_10 at a node of chain 10`,
    ]);
    assert.equal(report.unanswered.length, 1);
    assert.match(report.unanswered[0], /^RPC_URL_8453 \(http:\/\/127\.0\.0\.1:\d+\): /);
  });

  it('stops `npm start` with that message and exit code 1', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ribbit-chain-id-'));
    after(() => {
      rmSync(dataDir, { recursive: true, force: true });
    });
    const child = spawn(process.execPath, ['--import', 'tsx', START], {
      env: { ...process.env, RPC_URL: base.rpcUrl, CHAIN_ID: '1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    assert.equal(code, 1, output);
    assert.match(output, /Invalid configuration:\n {2}- RPC_URL \(http:\/\/127\.0\.0\.1:\d+\) answers for chain 8453 \(Base\), but CHAIN_ID is 1/);
    assert.doesNotMatch(output, /Ribbit is running/);
  });
});
