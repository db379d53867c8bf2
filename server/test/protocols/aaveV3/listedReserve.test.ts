/**
 * Issue 38: Aave's reserves are what its Pool lists, not what Ribbit's records name. On the local chain
 * (Aave's published code), UNI and HOP (the demo's unpriced token) are listed through the market's real PoolConfigurator, as
 * governance lists a reserve, and HOP, which no feed of Ribbit's prices, gets its price from Aave's own
 * oracle. A new wallet supplies both and borrows USDC against them; no record changes. Its answer counts
 * the deposits, names them as the loan's collateral, and says no "undefined", "NaN" or empty name.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { encodeFunctionData, erc20Abi, formatUnits, getAddress, parseAbi, parseUnits, toHex, type Abi, type Address, type Hash, type Hex } from 'viem';
import type { Recommendation } from '../../../../contract';
import { rpc } from '../../../demo/anvilRpc';
import { aaveArtifact } from '../../../demo/aave/aaveArtifacts';
import { waitForReceipts } from '../../../demo/seed/blocks';
import { createJsonRpcClient } from '../../../src/chains/transport/client';
import { aaveV3 } from '../../../src/protocols/aaveV3';
import { AAVE_ON_ETHEREUM } from '../../../src/protocols/aaveV3/deployments';
import { discover } from '../../../src/protocols/discovery';
import { openStore, type Store } from '../../../src/store';
import { buildTestApp } from '../../helpers/testApp';
import type { DataBody } from '../../helpers/replyBodies';
import { useLocalChain } from '../../support/anvil';
import { viemReader } from '../../support/viemClient';
import { answerWordProblems } from '../../../scripts/plan/answerWords';

const WALLET: Address = '0x3838383838383838383838383838383838383838';
const WHALE: Address = '0x4444444444444444444444444444444444444444';
const POOL = AAVE_ON_ETHEREUM.pools[0].address;
/** EIP-1967's implementation slot, where Aave's token proxies keep their implementation. */
const IMPLEMENTATION_SLOT = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc';
const providerAbi = parseAbi(['function getPoolConfigurator() view returns (address)', 'function getPriceOracle() view returns (address)']);
const feedAbi = parseAbi(['function latestRoundData() view returns (uint80, int256, uint256, uint256, uint80)', 'function decimals() view returns (uint8)']);

const chain = useLocalChain();

interface ReserveData {
  aTokenAddress: Address;
  stableDebtTokenAddress: Address;
  variableDebtTokenAddress: Address;
  interestRateStrategyAddress: Address;
}

const read = <T>(address: Address, abi: Abi, functionName: string, args: readonly unknown[] = []): Promise<T> =>
  viemReader(chain().rpcUrl, 1).readContract({ address, abi, functionName, args }) as Promise<T>;

const token = (symbol: string) => {
  const found = chain().tokens.find((candidate) => candidate.symbol === symbol);
  assert.ok(found, symbol);
  return found;
};

/** Sends as `from` (impersonated, given gas money) with room for a reserve's three token proxies; rejects on a revert. */
async function send(from: Address, to: Address, data: Hex): Promise<void> {
  const url = chain().rpcUrl;
  await rpc(url, 'anvil_impersonateAccount', [from]);
  await rpc(url, 'anvil_setBalance', [from, toHex(10n ** 20n)]);
  const hash = await rpc<Hash>(url, 'eth_sendTransaction', [{ from, to, data, gas: toHex(8_000_000n) }]);
  await waitForReceipts(url, [hash]);
}

async function implementation(proxy: Address): Promise<Address> {
  const word = await rpc<Hex>(chain().rpcUrl, 'eth_getStorageAt', [proxy, IMPLEMENTATION_SLOT, 'latest']);
  return getAddress(`0x${word.slice(-40)}`);
}

async function feedPrice(feed: Address): Promise<number> {
  const [[, answer], decimals] = await Promise.all([read<readonly bigint[]>(feed, feedAbi, 'latestRoundData'), read<number>(feed, feedAbi, 'decimals')]);
  return Number(formatUnits(answer, decimals));
}

describe('an Aave reserve listed through its PoolConfigurator, with no record change', () => {
  const poolAbi = aaveArtifact('Pool').abi;
  const configuratorAbi = aaveArtifact('PoolConfigurator').abi;
  let store: Store;
  let app: FastifyInstance;
  const supplied = { UNI: 0n, HOP: 0n };
  let uniPrice = 0;

  before(async () => {
    const [admin] = await rpc<Address[]>(chain().rpcUrl, 'eth_accounts');
    const provider = await read<Address>(POOL, poolAbi, 'ADDRESSES_PROVIDER');
    const [configurator, oracle] = await Promise.all([
      read<Address>(provider, providerAbi, 'getPoolConfigurator'),
      read<Address>(provider, providerAbi, 'getPriceOracle'),
    ]);
    // The implementations and rate strategy of a reserve already listed, as a governance proposal reuses them.
    const weth = await read<ReserveData>(POOL, poolAbi, 'getReserveData', [token('WETH').address]);
    const [aTokenImpl, stableDebtTokenImpl, variableDebtTokenImpl] = await Promise.all(
      [weth.aTokenAddress, weth.stableDebtTokenAddress, weth.variableDebtTokenAddress].map(implementation),
    );
    const zero: Address = '0x0000000000000000000000000000000000000000';
    for (const symbol of ['UNI', 'HOP'] as const) {
      const listed = token(symbol);
      const input = {
        aTokenImpl,
        stableDebtTokenImpl,
        variableDebtTokenImpl,
        underlyingAssetDecimals: listed.decimals,
        interestRateStrategyAddress: weth.interestRateStrategyAddress,
        underlyingAsset: listed.address,
        treasury: zero,
        incentivesController: zero,
        aTokenName: `Aave Ethereum ${symbol}`,
        aTokenSymbol: `aEth${symbol}`,
        variableDebtTokenName: `Aave Ethereum Variable Debt ${symbol}`,
        variableDebtTokenSymbol: `variableDebtEth${symbol}`,
        stableDebtTokenName: `Aave Ethereum Stable Debt ${symbol}`,
        stableDebtTokenSymbol: `stableDebtEth${symbol}`,
        params: '0x' as Hex,
      };
      await send(admin, configurator, encodeFunctionData({ abi: configuratorAbi, functionName: 'initReserves', args: [[input]] }));
      await send(
        admin,
        configurator,
        encodeFunctionData({ abi: configuratorAbi, functionName: 'configureReserveAsCollateral', args: [listed.address, 7000n, 7500n, 10500n] }),
      );
    }
    // The oracle's sources, as the listing sets them. HOP has no feed on Ribbit's list: only the market's
    // oracle prices it (here by the UNI / USD feed's answer).
    const uniFeed = token('UNI').extensions?.priceFeed;
    assert.ok(uniFeed);
    assert.equal(token('HOP').extensions?.priceFeed, undefined);
    const sources = encodeFunctionData({
      abi: aaveArtifact('AaveOracle').abi,
      functionName: 'setAssetSources',
      args: [
        [token('UNI').address, token('HOP').address],
        [uniFeed, uniFeed],
      ],
    });
    await send(admin, oracle, sources);
    uniPrice = await feedPrice(uniFeed);

    // The wallet: half the whale's UNI and 1,000 HOP supplied, and USDC borrowed to a health factor near 1.8.
    for (const symbol of ['UNI', 'HOP'] as const) {
      const { address } = token(symbol);
      const held = await read<bigint>(address, erc20Abi, 'balanceOf', [WHALE]);
      supplied[symbol] = symbol === 'UNI' ? held / 2n : parseUnits('1000', token('HOP').decimals);
      await send(WHALE, address, encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [WALLET, supplied[symbol]] }));
      await send(WALLET, address, encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [POOL, supplied[symbol]] }));
      await send(WALLET, POOL, encodeFunctionData({ abi: poolAbi, functionName: 'supply', args: [address, supplied[symbol], WALLET, 0] }));
    }
    const collateralUsd = (Number(formatUnits(supplied.UNI, 18)) + 1000) * uniPrice;
    const borrow = parseUnits(String(Math.floor((collateralUsd * 0.75) / 1.8)), 6);
    await send(WALLET, POOL, encodeFunctionData({ abi: poolAbi, functionName: 'borrow', args: [token('USDC').address, borrow, 2n, 0, WALLET] }));
    // No ether left from the impersonation's gas money: the wallet is worth its Aave positions and the USDC.
    await rpc(chain().rpcUrl, 'anvil_setBalance', [WALLET, '0x0']);

    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
    app = await buildTestApp({ chain: chain(), store });
  });
  after(async () => {
    await app.close();
    await store.close();
  });

  it('reads every reserve the Pool lists, the two new ones among them', async () => {
    const { rpcUrl, tokens, multicall3 } = chain();
    const listed = await read<readonly Address[]>(POOL, poolAbi, 'getReservesList');
    assert.ok(listed.includes(token('UNI').address) && listed.includes(token('HOP').address));
    const step = aaveV3.discoverOn({ chainId: 1, tokens });
    assert.ok(step);
    const client = createJsonRpcClient({ rpcUrls: [rpcUrl], timeoutMs: 10_000, retryCount: 0 });
    const [{ reader, complete }] = await discover(client, multicall3, [step], undefined);
    assert.equal(complete, true);
    const expected = await Promise.all(
      listed.map(async (asset) => {
        const data = await read<ReserveData>(POOL, poolAbi, 'getReserveData', [asset]);
        return [data.aTokenAddress, data.variableDebtTokenAddress];
      }),
    );
    assert.deepEqual(reader.claims, expected.flat());
  });

  it('counts the deposits in the net worth within 0.5 %, names them as the loan’s collateral, and says no undefined word', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet: WALLET } });
    assert.equal(response.statusCode, 200, response.body);
    const answer = response.json<DataBody<Recommendation>>().data;
    const usdc = await read<bigint>(token('USDC').address, erc20Abi, 'balanceOf', [WALLET]);
    const [collateralBase, debtBase, , , , health] = await read<readonly bigint[]>(POOL, poolAbi, 'getUserAccountData', [WALLET]);
    // UNI by its feed, HOP by Aave's oracle (the same answer), USDC in the wallet less the debt.
    const depositsUsd = (Number(formatUnits(supplied.UNI, 18)) + 1000) * uniPrice;
    const expected = depositsUsd + Number(formatUnits(usdc, 6)) - Number(formatUnits(debtBase, 8));
    assert.ok(depositsUsd > 2_000, `deposits $${depositsUsd}`);
    assert.ok(Math.abs(answer.totalValueUsd / expected - 1) < 0.005, `net worth ${answer.totalValueUsd} against ${expected}`);
    assert.ok(Math.abs(Number(formatUnits(collateralBase, 8)) / depositsUsd - 1) < 0.005, 'Aave values the collateral as Ribbit does');

    const [loan] = answer.loans ?? [];
    assert.ok(loan, 'the loan is stated');
    assert.deepEqual([...loan.collateralSymbols].sort(), ['HOP', 'UNI']);
    assert.deepEqual(loan.debtSymbols, ['USDC']);
    assert.equal(loan.healthFactor, Number(formatUnits(health, 18)));
    assert.equal(loan.status, 'safe');
    const grt = answer.tokens.find((card) => card.symbol === 'HOP' && card.position?.kind === 'deposit');
    assert.ok(grt && grt.valueUsd > 0, 'HOP is priced by Aave’s oracle');
    assert.deepEqual(answerWordProblems(answer), []);
  });
});
