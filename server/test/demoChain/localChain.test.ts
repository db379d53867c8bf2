import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { getAddress, isAddressEqual } from 'viem';
import { MULTICALL3_ADDRESS, aggregatorV3Abi, erc20Abi } from '../../src/chain/abis';
import { createChainClient } from '../../src/chain/client';
import { loadArtifacts } from '../../src/demoChain/compile';
import { startLocalChain } from '../../src/demoChain/localChain';
import { HISTORY_DAYS } from '../../src/demoChain/seed/priceSeries';
import { NATIVE_TOKEN_ADDRESS } from '../../src/domain/types';
import { useLocalChain } from '../support/anvil';

const chain = useLocalChain();
const DAY = 86_400;
const iconsDir = path.join(path.dirname(createRequire(__filename).resolve('cryptocurrency-icons/package.json')), 'svg', 'color');

const bySymbol = (symbol: string) => {
  const token = chain().tokens.find((candidate) => candidate.symbol === symbol);
  assert.ok(token, `${symbol} is on the list`);
  return token;
};

describe('the seeded local chain', () => {
  it('runs on chain 31337 with Multicall3 at its canonical address', async () => {
    const { rpcUrl, chainId, multicall3 } = chain();
    assert.equal(chainId, 31337);
    assert.equal(multicall3, MULTICALL3_ADDRESS);
    const client = createChainClient({ rpcUrl, chainId });
    assert.equal(await client.getChainId(), 31337);
    const code = await client.getCode({ address: MULTICALL3_ADDRESS });
    assert.equal(code, (await loadArtifacts()).contracts.Multicall3.deployedBytecode);
  });

  it('lists native ETH, well-known tokens with their real decimals, and 40+ long-tail tokens', () => {
    const { tokens } = chain();
    const eth = bySymbol('ETH');
    assert.equal(eth.address, NATIVE_TOKEN_ADDRESS);
    assert.deepEqual(eth.tags, ['native']);
    const expected: Record<string, number> = { WETH: 18, WBTC: 8, USDC: 6, USDT: 6, DAI: 18, LINK: 18, UNI: 18, AAVE: 18, ARB: 18, OP: 18, PEPE: 18, MKR: 18, LDO: 18, GUSD: 2 };
    for (const [symbol, decimals] of Object.entries(expected)) assert.equal(bySymbol(symbol).decimals, decimals, symbol);
    assert.ok(tokens.length >= 60, `${tokens.length} tokens`);
    assert.ok(tokens.filter((token) => token.extensions?.priceFeed).length >= 55);
    for (const token of tokens) assert.equal(token.address, getAddress(token.address));
    assert.equal(new Set(tokens.map((token) => token.address)).size, tokens.length, 'addresses are unique');
  });

  it('tags the stablecoins, one of which (UST) has lost its peg, and prices WETH with the ETH/USD feed', () => {
    for (const symbol of ['USDC', 'USDT', 'DAI', 'UST', 'GUSD']) assert.deepEqual(bySymbol(symbol).tags, ['stablecoin'], symbol);
    assert.equal(bySymbol('WETH').extensions?.priceFeed, bySymbol('ETH').extensions?.priceFeed);
  });

  it('has a spam airdrop with a URL in its name, no feed and an icon URL that does not exist', () => {
    const spam = bySymbol('CLAIM');
    assert.match(spam.name, /claim-rewards\.xyz/);
    assert.equal(spam.extensions, undefined);
    assert.ok(spam.logoURI?.startsWith('/icons/'));
    assert.equal(existsSync(path.join(iconsDir, path.basename(spam.logoURI ?? ''))), false);
  });

  it('points every other icon at a same-origin file the icon package really has', () => {
    for (const token of chain().tokens.filter((candidate) => candidate.logoURI && candidate.symbol !== 'CLAIM')) {
      assert.equal(token.logoURI, `/icons/${token.symbol.toLowerCase()}.svg`);
      assert.ok(existsSync(path.join(iconsDir, `${token.symbol.toLowerCase()}.svg`)), token.symbol);
    }
    assert.equal(bySymbol('ARB').logoURI, undefined, 'no icon in the package: none is made up');
  });

  it('deploys ERC-20s whose on-chain name, symbol and decimals match the list', async () => {
    const { rpcUrl, chainId, tokens } = chain();
    const client = createChainClient({ rpcUrl, chainId });
    const erc20s = tokens.filter((token) => !isAddressEqual(token.address, NATIVE_TOKEN_ADDRESS));
    const results = await client.multicall({
      multicallAddress: MULTICALL3_ADDRESS,
      allowFailure: false,
      contracts: erc20s.flatMap((token) => [
        { address: token.address, abi: erc20Abi, functionName: 'symbol' } as const,
        { address: token.address, abi: erc20Abi, functionName: 'decimals' } as const,
        { address: token.address, abi: erc20Abi, functionName: 'name' } as const,
      ]),
    });
    erc20s.forEach((token, index) => {
      assert.deepEqual(results.slice(3 * index, 3 * index + 3), [token.symbol, token.decimals, token.name]);
    });
  });

  it('gives every feed one round a day for the last 180 days', async () => {
    const { rpcUrl, chainId, tokens } = chain();
    const client = createChainClient({ rpcUrl, chainId });
    const feeds = [...new Set(tokens.flatMap((token) => (token.extensions?.priceFeed ? [token.extensions.priceFeed] : [])))];
    for (const feed of feeds.slice(0, 5)) {
      const [latestId, , , latestAt] = await client.readContract({ address: feed, abi: aggregatorV3Abi, functionName: 'latestRoundData' });
      assert.equal(latestId, BigInt(HISTORY_DAYS + 1));
      const [, , , firstAt] = await client.readContract({ address: feed, abi: aggregatorV3Abi, functionName: 'getRoundData', args: [1n] });
      assert.equal(Number(latestAt - firstAt), HISTORY_DAYS * DAY);
      assert.ok(Number(latestAt) <= Math.floor(Date.now() / 1000) + 5, 'the latest round is not in the future');
    }
  });

  it('offers the demo wallets promised, each with a profile and a description', () => {
    const wallets = chain().demoWallets;
    for (const profile of ['concentrated', 'balanced', 'stable-heavy', 'whale', 'empty']) {
      const wallet = wallets.find((candidate) => candidate.profile === profile);
      assert.ok(wallet, profile);
      assert.equal(wallet.address, getAddress(wallet.address));
      assert.ok(wallet.description.length > 20);
    }
  });

  it('seeds the same addresses on every run, and stop() shuts anvil down', async () => {
    const second = await startLocalChain();
    try {
      assert.notEqual(second.rpcUrl, chain().rpcUrl);
      assert.deepEqual(second.tokens, chain().tokens);
      assert.deepEqual(second.demoWallets, chain().demoWallets);
    } finally {
      await second.stop();
    }
    assert.equal(await answers(second.rpcUrl), false, 'nothing answers once stopped');
  });

  it('does not leave anvil running when its process gets Ctrl-C (SIGINT)', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../support/localChainProcess.ts')], { stdio: ['ignore', 'pipe', 'inherit'] });
    const [line] = (await once(child.stdout.setEncoding('utf8'), 'data')) as [string];
    const rpcUrl = line.trim();
    assert.equal(await answers(rpcUrl), true);
    const exited = once(child, 'exit');
    child.kill('SIGINT');
    const [, signal] = (await exited) as [number | null, NodeJS.Signals | null];
    assert.equal(signal, 'SIGINT', 'the process still exits on Ctrl-C');
    assert.equal(await stopsAnswering(rpcUrl), true, 'anvil went with it');
  });
});

async function answers(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}', headers: { 'content-type': 'application/json' } });
    return response.ok;
  } catch {
    return false;
  }
}

/** SIGKILL is delivered at once, but the kernel may take a moment to close anvil's socket. */
async function stopsAnswering(rpcUrl: string): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt++) {
    if (!(await answers(rpcUrl))) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}
