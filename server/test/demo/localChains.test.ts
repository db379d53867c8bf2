/**
 * The offline default as started by npm start: two anvil chains (1 and 8453)
 * seeded with the bundled registries, the catalog's demo tokens and the demo
 * wallets.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { erc20Abi, getAddress, isAddressEqual, type Address } from 'viem';
import { MULTICALL3_ADDRESS, aggregatorV3Abi } from '../../src/chains/abis';
import { viemReader } from '../support/viemClient';
import { NATIVE_TOKEN_ADDRESS, type TokenInfo } from '../../src/domain/types';
import { mainnetMulticall3Code } from '../../demo/multicall3Code';
import { startLocalChains, type LocalChainHandle, type LocalChains } from '../../demo/localChains';
import { loadRegistry } from '../../demo/registries';
import { PHASE_CHANGE_DAYS_AGO } from '../../demo/seed/feedRounds';
import { HISTORY_DAYS } from '../../demo/seed/priceSeries';
import { answersRpc } from '../../demo/anvilRpc';
import { stopsAnswering } from './rpcProbe';

const DAY = 86_400;
const iconsDir = path.join(path.dirname(createRequire(__filename).resolve('cryptocurrency-icons/package.json')), 'svg', 'color');

let local: LocalChains | undefined;
before(async () => {
  local = await startLocalChains();
});
after(async () => {
  await local?.stop();
});

function chain(chainId: number): LocalChainHandle {
  const found = local?.chains.find((candidate) => candidate.chainId === chainId);
  assert.ok(found, `chain ${chainId} is running`);
  return found;
}
const client = (chainId: number) => viemReader(chain(chainId).rpcUrl, chainId);
const bySymbol = (symbol: string, chainId = 1): TokenInfo => {
  const token = chain(chainId).tokens.find((candidate) => candidate.symbol === symbol);
  assert.ok(token, `${symbol} is on the list of chain ${chainId}`);
  return token;
};
const balanceOf = (chainId: number, token: Address, wallet: Address) =>
  client(chainId).readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [wallet] });

describe('the local chains', () => {
  it('run Ethereum (1) and Base (8453), each with Multicall3 at its canonical address', async () => {
    assert.deepEqual(
      local?.chains.map((candidate) => candidate.chainId),
      [1, 8453],
    );
    const runtime = mainnetMulticall3Code();
    for (const chainId of [1, 8453]) {
      assert.equal(chain(chainId).multicall3, MULTICALL3_ADDRESS);
      assert.equal(await client(chainId).getChainId(), chainId);
      assert.equal(await client(chainId).getCode({ address: MULTICALL3_ADDRESS }), runtime);
    }
  });

  it('list native ETH, well-known tokens with their real decimals, and 40+ long-tail tokens on Ethereum', () => {
    const { tokens } = chain(1);
    for (const chainId of [1, 8453]) {
      const eth = bySymbol('ETH', chainId);
      assert.equal(eth.address, NATIVE_TOKEN_ADDRESS);
      assert.deepEqual(eth.tags, ['native']);
    }
    const expected: Record<string, number> = {
      WETH: 18,
      WBTC: 8,
      USDC: 6,
      USDT: 6,
      DAI: 18,
      LINK: 18,
      UNI: 18,
      AAVE: 18,
      ARB: 18,
      OP: 18,
      PEPE: 18,
      MKR: 18,
      LDO: 18,
      GUSD: 2,
    };
    for (const [symbol, decimals] of Object.entries(expected)) assert.equal(bySymbol(symbol).decimals, decimals, symbol);
    assert.ok(tokens.length >= 60, `${tokens.length} tokens`);
    assert.ok(tokens.filter((token) => token.extensions?.priceFeed).length >= 55);
    for (const chainId of [1, 8453]) {
      for (const token of chain(chainId).tokens) assert.equal(token.address, getAddress(token.address));
      assert.equal(new Set(chain(chainId).tokens.map((token) => token.address)).size, chain(chainId).tokens.length, 'addresses are unique');
    }
  });

  it('tag the stablecoins, one of which (UST) has lost its peg, and price WETH with the ETH/USD feed', () => {
    for (const symbol of ['USDC', 'USDT', 'DAI', 'UST', 'GUSD']) assert.ok(bySymbol(symbol).tags?.includes('stablecoin'), symbol);
    assert.equal(bySymbol('WETH').extensions?.priceFeed, bySymbol('ETH').extensions?.priceFeed);
  });

  it('have a spam airdrop with a URL in its name, no feed and an icon URL that does not exist', () => {
    const spam = bySymbol('CLAIM');
    assert.match(spam.name, /claim-rewards\.xyz/);
    assert.equal(spam.extensions?.priceFeed, undefined);
    assert.ok(spam.logoURI?.startsWith('/icons/'));
    assert.equal(existsSync(path.join(iconsDir, path.basename(spam.logoURI ?? ''))), false);
  });

  it('point every other icon at a same-origin file that exists', () => {
    for (const token of chain(1).tokens.filter((candidate) => candidate.logoURI && candidate.symbol !== 'CLAIM')) {
      assert.ok(token.logoURI?.startsWith('/icons/'), token.symbol);
    }
    assert.equal(bySymbol('ARB').logoURI, undefined, 'no icon in the package: none is made up');
  });

  it('deploy ERC-20s whose on-chain name, symbol and decimals match the list, on both chains', async () => {
    for (const chainId of [1, 8453]) {
      const erc20s = chain(chainId).tokens.filter((token) => !isAddressEqual(token.address, NATIVE_TOKEN_ADDRESS));
      const results = await client(chainId).multicall({
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
    }
  });

  it('put every token and feed the bundled registries list (and the demo uses) at its real address', async () => {
    for (const chainId of [1, 8453]) {
      const registry = loadRegistry(chainId);
      let mirrored = 0;
      for (const entry of registry.tokens) {
        const token = chain(chainId).tokens.find((candidate) => isAddressEqual(candidate.address, entry.address as Address));
        if (!token) continue;
        mirrored++;
        assert.equal(token.decimals, entry.decimals, `${entry.symbol}: the registry's decimals win`);
        if (!isAddressEqual(token.address, NATIVE_TOKEN_ADDRESS)) {
          assert.notEqual(await client(chainId).getCode({ address: token.address }), undefined, `${entry.symbol} has code`);
          assert.equal(await client(chainId).readContract({ address: token.address, abi: erc20Abi, functionName: 'symbol' }), token.symbol);
        }
        if (entry.feed && token.extensions?.priceFeed) {
          assert.equal(token.extensions.priceFeed, getAddress(entry.feed.address), `${entry.symbol} reads the registry's feed`);
          const feed = { address: token.extensions.priceFeed, abi: aggregatorV3Abi } as const;
          assert.equal(await client(chainId).readContract({ ...feed, functionName: 'description' }), entry.feed.description);
          assert.equal(await client(chainId).readContract({ ...feed, functionName: 'decimals' }), entry.feed.decimals);
        }
      }
      assert.ok(registry.tokens.length === 0 || mirrored > 0, `chain ${chainId}: some registry token is mirrored`);
    }
  });

  it('give the daily feeds one round a day for the last 180 days', async () => {
    const dense = bySymbol('ETH').extensions?.priceFeed;
    const phased = bySymbol('USDT').extensions?.priceFeed;
    const feeds = [...new Set(chain(1).tokens.flatMap((token) => (token.extensions?.priceFeed ? [token.extensions.priceFeed] : [])))];
    const daily = feeds.filter((feed) => feed !== dense && feed !== phased);
    for (const feed of daily.slice(0, 5)) {
      const [latestId, , , latestAt] = await client(1).readContract({ address: feed, abi: aggregatorV3Abi, functionName: 'latestRoundData' });
      const firstId = latestId - BigInt(HISTORY_DAYS);
      const [, , , firstAt] = await client(1).readContract({ address: feed, abi: aggregatorV3Abi, functionName: 'getRoundData', args: [firstId] });
      assert.equal(Number(latestAt - firstAt), HISTORY_DAYS * DAY);
      assert.ok(Number(latestAt) <= Math.floor(Date.now() / 1000) + 5, 'the latest round is not in the future');
    }
  });

  it('give ETH/USD on Ethereum a round every hour, plus deviation rounds, over the 180 days', async () => {
    const address = bySymbol('ETH').extensions?.priceFeed;
    assert.ok(address);
    const feed = { address, abi: aggregatorV3Abi } as const;
    const [latestId, , , latestAt] = await client(1).readContract({ ...feed, functionName: 'latestRoundData' });
    const phaseFloor = (latestId >> 64n) << 64n;
    const roundsInPhase = Number(latestId - phaseFloor);
    assert.ok(roundsInPhase > HISTORY_DAYS * 24 + 1, `${roundsInPhase} rounds: hourly ones and deviation rounds`);
    const [, , , firstAt] = await client(1).readContract({ ...feed, functionName: 'getRoundData', args: [phaseFloor + 1n] });
    assert.equal(Number(latestAt - firstAt), HISTORY_DAYS * DAY);
    const lastDay = await Promise.all(
      Array.from({ length: 30 }, (_, back) => client(1).readContract({ ...feed, functionName: 'getRoundData', args: [latestId - BigInt(back)] })),
    );
    const times = lastDay.map(([, , , updatedAt]) => Number(updatedAt));
    for (let index = 1; index < times.length; index++) assert.ok(times[index - 1] - times[index] <= 3_600, 'no gap over an hour');
    assert.ok(times.filter((time) => time > Number(latestAt) - DAY).length >= 24, 'at least 24 rounds in the last day');
  });

  it('give USDT/USD on Ethereum a proxy whose aggregator changed 120 days ago (phase 1, then phase 2)', async () => {
    const address = bySymbol('USDT').extensions?.priceFeed;
    assert.ok(address);
    const feed = { address, abi: aggregatorV3Abi } as const;
    const [latestId, , , latestAt] = await client(1).readContract({ ...feed, functionName: 'latestRoundData' });
    assert.equal(latestId >> 64n, 2n, 'the current phase is 2');
    const roundAt = async (phase: bigint, round: bigint) =>
      Number((await client(1).readContract({ ...feed, functionName: 'getRoundData', args: [(phase << 64n) | round] }))[3]);
    const phaseOneStart = await roundAt(1n, 1n);
    const phaseTwoStart = await roundAt(2n, 1n);
    assert.equal(Number(latestAt) - phaseOneStart, HISTORY_DAYS * DAY, 'phase 1 holds the oldest rounds');
    assert.equal(Number(latestAt) - phaseTwoStart, PHASE_CHANGE_DAYS_AGO * DAY, 'phase 2 starts at the change');
    const lastOfPhaseOne = await roundAt(1n, BigInt(HISTORY_DAYS - PHASE_CHANGE_DAYS_AGO));
    assert.equal(phaseTwoStart - lastOfPhaseOne, DAY, 'no day is missing across the change');
  });

  it('hold USDC and ETH on both chains for the balanced and stable-heavy wallets', async () => {
    const wallets = local?.demoWallets ?? [];
    for (const profile of ['balanced', 'stable-heavy']) {
      const wallet = wallets.find((candidate) => candidate.profile === profile);
      assert.ok(wallet, profile);
      for (const chainId of [1, 8453]) {
        assert.ok((await balanceOf(chainId, bySymbol('USDC', chainId).address, wallet.address)) > 0n, `${profile} holds USDC on ${chainId}`);
        assert.ok((await client(chainId).getBalance({ address: wallet.address })) > 0n, `${profile} holds ETH on ${chainId}`);
      }
    }
    assert.equal(bySymbol('USDC', 8453).extensions?.asset, bySymbol('USDC', 1).extensions?.asset, 'one asset across chains');
  });

  it('offer the demo wallets promised, each with a profile and a description', () => {
    for (const profile of ['concentrated', 'balanced', 'stable-heavy', 'whale', 'empty', 'degen']) {
      const wallet = local?.demoWallets.find((candidate) => candidate.profile === profile);
      assert.ok(wallet, profile);
      assert.equal(wallet.address, getAddress(wallet.address));
      assert.ok(wallet.description.length > 20);
    }
  });

  it('seed the same addresses on every run, and stop() shuts every anvil down', async () => {
    const second = await startLocalChains();
    try {
      assert.notEqual(second.chains[0].rpcUrl, chain(1).rpcUrl);
      assert.deepEqual(
        second.chains.map((candidate) => candidate.tokens),
        local?.chains.map((candidate) => candidate.tokens),
      );
      assert.deepEqual(second.demoWallets, local?.demoWallets);
    } finally {
      await second.stop();
    }
    for (const { rpcUrl } of second.chains) assert.equal(await answersRpc(rpcUrl), false, 'nothing answers once stopped');
  });

  it('do not leave anvil running when their process gets Ctrl-C (SIGINT)', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../support/localChainProcess.ts')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [line] = (await once(child.stdout.setEncoding('utf8'), 'data')) as [string];
    const rpcUrl = line.trim();
    assert.equal(await answersRpc(rpcUrl), true);
    const exited = once(child, 'exit');
    child.kill('SIGINT');
    const [, signal] = (await exited) as [number | null, NodeJS.Signals | null];
    assert.equal(signal, 'SIGINT', 'the process still exits on Ctrl-C');
    assert.equal(await stopsAnswering(rpcUrl), true, 'anvil went with it');
  });
});
