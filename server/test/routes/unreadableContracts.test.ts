/**
 * Issue 38, "nothing unreadable is silent", on the seeded local Ethereum chain and the real app: a token whose
 * `symbol()` or `decimals()` burns gas in a wallet's Uniswap v3 position (the real position manager and pools,
 * from the npm artifacts), a listed token (LINK) whose `balanceOf` reverts, answers 2^200 or burns gas, a vault
 * (sDAI) whose `convertToAssets` answers 0. Each is set aside with its reason, the rest of the wallet and every
 * other wallet is answered, and /api/ready is not fooled.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Address } from 'viem';
import type { Recommendation, SetAsideToken } from '../../../contract';
import { rpc } from '../../demo/anvilRpc';
import { openStore, type Store } from '../../src/store';
import type { ReadinessReport } from '../../src/routes/readiness';
import { SKY_ON_ETHEREUM } from '../../src/protocols/vaults/sky';
import { shortAddress } from '../../src/protocols/uniswapV3/unlistedToken';
import { useLocalChain } from '../support/anvil';
import { deployMisbehavingToken, misbehave, misbehavingCodeAt } from '../support/misbehavingToken';
import { mintPositionWith } from '../support/uniswapPositions';
import { buildTestApp } from '../helpers/testApp';
import type { DataBody } from '../helpers/replyBodies';

const SDAI = SKY_ON_ETHEREUM.vaults[0].address;
const entry = (token: SetAsideToken) => [token.symbol, token.reason, token.failure];

describe('contracts that cannot be read, on the local chain', () => {
  const chain = useLocalChain();
  let store: Store;
  let app: FastifyInstance;
  let link: Address;
  let burnsSymbol: Address;
  let burnsDecimals: Address;

  const walletOf = (profile: string): Address => {
    const wallet = chain().demoWallets.find((candidate) => candidate.profile === profile);
    assert.ok(wallet, profile);
    return wallet.address;
  };
  const recommend = async (wallet: Address): Promise<Recommendation> => {
    const response = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet } });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<DataBody<Recommendation>>().data;
  };
  const ready = async (): Promise<{ code: number; report: ReadinessReport }> => {
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    return { code: response.statusCode, report: response.json<DataBody<ReadinessReport>>().data };
  };

  before(async () => {
    const { rpcUrl, tokens } = chain();
    const [seeder] = await rpc<Address[]>(rpcUrl, 'eth_accounts');
    const weth = tokens.find((token) => token.symbol === 'WETH');
    const linkToken = tokens.find((token) => token.symbol === 'LINK');
    assert.ok(weth && linkToken);
    link = linkToken.address;
    const defi = walletOf('defi');
    // Two tokens of anyone's, each in a position minted into defi.eth, then turned to burn gas in one read.
    burnsSymbol = await deployMisbehavingToken(rpcUrl, { name: 'Burns symbol', symbol: 'BSYM', decimals: 18, holder: seeder, amount: 10n ** 24n });
    burnsDecimals = await deployMisbehavingToken(rpcUrl, { name: 'Burns decimals', symbol: 'BDEC', decimals: 18, holder: seeder, amount: 10n ** 24n });
    await mintPositionWith(rpcUrl, burnsSymbol, weth, defi);
    await mintPositionWith(rpcUrl, burnsDecimals, weth, defi);
    await misbehave(rpcUrl, burnsSymbol, 'symbol', 'burnsGas');
    await misbehave(rpcUrl, burnsDecimals, 'decimals', 'burnsGas');
    // LINK's and sDAI's own code replaced by the stand-in's, their balances kept.
    await misbehavingCodeAt(rpcUrl, link, linkToken.decimals);
    await misbehavingCodeAt(rpcUrl, SDAI, 18);
    await misbehave(rpcUrl, SDAI, 'convertToAssets', 'answersZero');
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
    app = await buildTestApp({ chain: chain(), store });
  });
  after(async () => {
    await app.close();
    await store.close();
  });

  it('reads defi.eth whole but for the two tokens that burn gas and the vault that answers 0, each set aside with why', async () => {
    const recommendation = await recommend(walletOf('defi'));
    assert.deepEqual(
      recommendation.chains.map((status) => status.status),
      ['ok'],
    );
    const unreadable = recommendation.setAside.filter((token) => token.reason === 'unreadable').map(entry);
    assert.deepEqual(
      unreadable.filter(([symbol]) => symbol !== 'LINK').sort(),
      [
        [shortAddress(burnsDecimals), 'unreadable', 'out-of-gas'],
        [shortAddress(burnsSymbol), 'unreadable', 'out-of-gas'],
        ['sDAI', 'unreadable', 'implausible'],
      ].sort(),
    );
    // The positions' WETH halves and the rest of the wallet are still read.
    const uniswapWeth = recommendation.tokens.filter((token) => token.symbol === 'WETH' && token.position?.protocol === 'uniswap-v3');
    assert.ok(uniswapWeth.length >= 3, `defi.eth's own WETH/USDC position and the two new ones' WETH halves (${uniswapWeth.length})`);
    for (const protocol of ['aave-v3', 'lido'])
      assert.ok(
        recommendation.tokens.some((token) => token.position?.protocol === protocol),
        `${protocol} read`,
      );
    assert.ok(recommendation.totalValueUsd > 10_000, `worth ${recommendation.totalValueUsd}`);
    assert.match(recommendation.overview, /whose contract could not be read/);
  });

  it('sets LINK aside when its balanceOf reverts, answers what no token can hold, or burns gas; every wallet is still read', async () => {
    const balanced = walletOf('balanced');
    for (const [how, failure] of [
      ['reverts', 'failed'],
      ['answersHuge', 'implausible'],
      ['burnsGas', 'out-of-gas'],
    ] as const) {
      await misbehave(chain().rpcUrl, link, 'balanceOf', how);
      const recommendation = await recommend(balanced);
      assert.deepEqual(recommendation.setAside.filter((token) => token.symbol === 'LINK').map(entry), [['LINK', 'unreadable', failure]], how);
      assert.ok(!recommendation.tokens.some((token) => token.symbol === 'LINK' && token.count > 0), `${how}: LINK has no card`);
      assert.ok(!/e\+\d/.test(JSON.stringify(recommendation)), `${how}: no absurd figure is printed`);
      for (const symbol of ['ETH', 'WBTC', 'USDC', 'AAVE', 'UNI'])
        assert.ok(
          recommendation.tokens.some((token) => token.symbol === symbol && token.count > 0),
          `${how}: ${symbol} advised`,
        );
    }
    for (const wallet of chain().demoWallets.filter((candidate) => candidate.profile !== 'empty')) {
      const recommendation = await recommend(wallet.address);
      assert.deepEqual(
        recommendation.chains.map((status) => status.status),
        ['ok'],
        wallet.profile,
      );
      assert.ok(recommendation.totalValueUsd > 0, `${wallet.profile} is worth ${recommendation.totalValueUsd}`);
    }
  });

  it('/api/ready names LINK as unreadable: the chain answers, degraded', async () => {
    const { code, report } = await ready();
    assert.equal(code, 200);
    assert.equal(report.status, 'degraded');
    const [ethereum] = report.chains;
    assert.equal(ethereum.status, 'up');
    assert.deepEqual(ethereum.unreadableTokens, [{ symbol: 'LINK', failure: 'out-of-gas' }]);
  });

  it('/api/ready is not fooled by a node that answers while no wallet can be read there', async () => {
    // eth_blockNumber still answers; every wallet read (through Multicall3) now fails. A node started now probes at once.
    await rpc(chain().rpcUrl, 'anvil_setCode', [chain().multicall3, '0x']);
    const fresh = await buildTestApp({ chain: chain(), store });
    try {
      const response = await fresh.inject({ method: 'GET', url: '/api/ready' });
      const report = response.json<DataBody<ReadinessReport>>().data;
      assert.equal(response.statusCode, 503);
      assert.equal(report.status, 'unavailable');
      assert.equal(report.chains[0].status, 'down');
      assert.match(report.chains[0].error ?? '', /Multicall3/);
    } finally {
      await fresh.close();
    }
  });
});
