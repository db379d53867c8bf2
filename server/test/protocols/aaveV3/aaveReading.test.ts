/**
 * Ribbit's Aave v3 reader against Aave's own code on the local chain (@aave/core-v3's artifacts,
 * at the real addresses): defi.eth's deposit and debt are what the aToken and the debt token
 * answer, its loan is what the Pool's getUserAccountData says, Ribbit's prices value it within
 * 0.1 % of Aave's, and the liquidation price Ribbit states is where a real liquidationCall starts
 * to succeed.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { encodeFunctionData, erc20Abi, formatUnits, parseUnits, type Address } from 'viem';
import { aggregatorV3Abi } from '../../../src/chains/abis';
import type { WalletHoldings } from '../../../src/chains/holdings';
import { aaveArtifact } from '../../../demo/aave/aaveArtifacts';
import { demoWallet } from '../../../demo/seed/wallets';
import { maxFall, type LoanShape } from '../../../src/domain/loanMath';
import type { TokenInfo } from '../../../src/domain/types';
import { aaveV3 } from '../../../src/protocols/aaveV3';
import { AAVE_ON_ETHEREUM } from '../../../src/protocols/aaveV3/deployments';
import { useLocalEthereum } from '../../support/localEthereum';
import { viemReader } from '../../support/viemClient';
import { connectChain } from '../../../src/prices/chainReader';
import { memoryClosesStore } from '../../../src/prices/closesStore';
import { readWallet as readWalletEverywhere } from '../../../src/prices/walletReading';
import { heldAssets, heldLoans } from '../../../src/recommendation/pricing';
import { revertOf, sendAs, setFeedAnswer } from '../../support/lendingChain';

const WHALE: Address = '0x4444444444444444444444444444444444444444';
/** Aave's Errors.HEALTH_FACTOR_NOT_BELOW_THRESHOLD: liquidationCall on a healthy loan. */
const HEALTHY_LOAN = '45';

const DEFI_WALLET = demoWallet('defi').address;
const POOL = AAVE_ON_ETHEREUM.pools[0].address;
const poolAbi = aaveArtifact('Pool').abi;

const local = useLocalEthereum();
const ethereum = local.chain;
const tokenNamed = local.tokenNamed;
const readWallet = (wallet: Address): Promise<WalletHoldings> => local.positionsIn(aaveV3, wallet);

async function getUserAccountData(wallet: Address) {
  const answer = await viemReader(ethereum().rpcUrl, 1).readContract({ address: POOL, abi: poolAbi, functionName: 'getUserAccountData', args: [wallet] });
  return answer as readonly [bigint, bigint, bigint, bigint, bigint, bigint];
}

/** The Pool's own record of a reserve: its aToken and variable-debt token among others. */
async function reserveData(asset: Address): Promise<{ aTokenAddress: Address; variableDebtTokenAddress: Address }> {
  return viemReader(ethereum().rpcUrl, 1).readContract({ address: POOL, abi: poolAbi, functionName: 'getReserveData', args: [asset] }) as Promise<{
    aTokenAddress: Address;
    variableDebtTokenAddress: Address;
  }>;
}

/** Ribbit's price of `token`: its Chainlink feed's latest answer, as the price source reads it. */
async function feedPrice(token: TokenInfo): Promise<number> {
  const feed = token.extensions?.priceFeed;
  if (!feed) throw new Error(`${token.symbol} has no feed`);
  const reader = viemReader(ethereum().rpcUrl, 1);
  const [[, answer], decimals] = await Promise.all([
    reader.readContract({ address: feed, abi: aggregatorV3Abi, functionName: 'latestRoundData' }),
    reader.readContract({ address: feed, abi: aggregatorV3Abi, functionName: 'decimals' }),
  ]);
  return Number(formatUnits(answer, decimals));
}

describe('Aave v3, read from its own code on the local chain', () => {
  it('reads the receipts the Pool’s getReserveData names', async () => {
    const { holdings } = await readWallet(DEFI_WALLET);
    const [weth, usdc] = await Promise.all([reserveData(tokenNamed('WETH').address), reserveData(tokenNamed('USDC').address)]);
    assert.deepEqual(
      holdings.map(({ position }) => position?.receipt?.address),
      [weth.aTokenAddress, usdc.variableDebtTokenAddress],
    );
  });

  it('reads defi.eth’s deposit and debt as the aToken and the debt token answer them, to the unit', async () => {
    const reading = await readWallet(DEFI_WALLET);
    const reader = viemReader(ethereum().rpcUrl, 1);
    const [weth, usdc] = await Promise.all([reserveData(tokenNamed('WETH').address), reserveData(tokenNamed('USDC').address)]);
    const [aWeth, usdcDebt] = await Promise.all([
      reader.readContract({ address: weth.aTokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [DEFI_WALLET] }),
      reader.readContract({ address: usdc.variableDebtTokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [DEFI_WALLET] }),
    ]);
    assert.deepEqual(
      reading.holdings.map(({ token, balance, position }) => [token.symbol, balance, position?.kind, position?.receipt?.symbol, position?.loan]),
      [
        ['WETH', aWeth, 'deposit', 'aEthWETH', 0],
        ['USDC', usdcDebt, 'debt', 'variableDebtEthUSDC', 0],
      ],
    );
    // Seeded: 30 WETH supplied, 60,000 USDC borrowed; interest only adds.
    assert.ok(aWeth >= parseUnits('30', 18) && aWeth < parseUnits('30.01', 18));
    assert.ok(usdcDebt >= parseUnits('60000', 6) && usdcDebt < parseUnits('60010', 6));
  });

  it('states the loan as getUserAccountData does, and Ribbit’s prices agree with Aave’s within 0.1 %', async () => {
    const reading = await readWallet(DEFI_WALLET);
    const [collateralBase, debtBase, , threshold, , health] = await getUserAccountData(DEFI_WALLET);
    const [loan] = reading.loans;
    assert.equal(reading.loans.length, 1);
    assert.deepEqual([loan.protocol, loan.protocolName, loan.chainId, loan.market], ['aave-v3', 'Aave', 1, POOL]);
    assert.equal(loan.collateralUsd, Number(formatUnits(collateralBase, 8)));
    assert.equal(loan.debtUsd, Number(formatUnits(debtBase, 8)));
    assert.equal(loan.liquidationThreshold, Number(threshold) / 10_000);
    assert.equal(loan.healthFactor, Number(formatUnits(health, 18)));
    assert.deepEqual([loan.collateralSymbols, loan.debtSymbols], [['WETH'], ['USDC']]);
    // Near the warning line, as seeded: under 1.5, over 1.25.
    assert.ok(loan.healthFactor > 1.25 && loan.healthFactor < 1.5, `health factor ${loan.healthFactor}`);

    const valued = async (kind: 'deposit' | 'debt') => {
      let total = 0;
      for (const holding of reading.holdings.filter(({ position }) => position?.kind === kind)) {
        total += Number(formatUnits(holding.balance, holding.token.decimals)) * (await feedPrice(holding.token));
      }
      return total;
    };
    const [collateralUsd, debtUsd] = await Promise.all([valued('deposit'), valued('debt')]);
    assert.ok(Math.abs(collateralUsd / loan.collateralUsd - 1) < 0.001, `collateral ${collateralUsd} against Aave's ${loan.collateralUsd}`);
    assert.ok(Math.abs(debtUsd / loan.debtUsd - 1) < 0.001, `debt ${debtUsd} against Aave's ${loan.debtUsd}`);
  });

  it('finds nothing in a wallet without Aave positions', async () => {
    assert.deepEqual(await readWallet(WHALE), { holdings: [], loans: [], setAside: [] });
  });

  it('hands the engine the loan and its holdings priced, Aave’s totals within 0.1 % of the priced holdings', async () => {
    const { rpcUrl, tokens, multicall3 } = ethereum();
    const chain = connectChain({
      chainId: 1,
      rpcUrls: [rpcUrl],
      multicall3,
      tokens,
      rpc: { timeoutMs: 10_000, retryCount: 0 },
      priceCacheTtlMs: 60_000,
      closes: memoryClosesStore(),
    });
    const { read } = await readWalletEverywhere([chain], DEFI_WALLET);
    const assets = await heldAssets(read, null);
    const loans = heldLoans(read);
    const aave = loans.findIndex((loan) => loan.protocol === 'aave-v3');
    assert.ok(aave >= 0);
    const [, , , , , health] = await getUserAccountData(DEFI_WALLET);
    assert.equal(loans[aave].healthFactor, Number(formatUnits(health, 18)));
    const lending = assets.filter(({ position }) => position?.protocol === 'aave-v3' || position?.protocol === 'compound-v3');
    assert.deepEqual(
      lending.map(({ token, position }) => [position?.protocol, position?.kind, token.symbol]),
      [
        ['aave-v3', 'deposit', 'WETH'],
        ['aave-v3', 'debt', 'USDC'],
        ['compound-v3', 'deposit', 'USDC'],
      ],
    );
    for (const asset of lending) assert.ok(asset.prices, `${asset.token.symbol} in ${asset.position?.protocol ?? ''} is priced`);
    const valued = (kind: string) =>
      assets
        .filter(({ position }) => position?.loan === aave && position.kind === kind)
        .reduce((sum, asset) => sum + asset.amount * (asset.prices?.priceUsd ?? Number.NaN), 0);
    assert.ok(Math.abs(valued('deposit') / loans[aave].collateralUsd - 1) < 0.001, `collateral ${valued('deposit')} against ${loans[aave].collateralUsd}`);
    assert.ok(Math.abs(valued('debt') / loans[aave].debtUsd - 1) < 0.001, `debt ${valued('debt')} against ${loans[aave].debtUsd}`);
  });

  it('states the price where a real liquidationCall starts to succeed: just above it reverts, just below it liquidates', async () => {
    const [loan] = (await readWallet(DEFI_WALLET)).loans;
    const weth = tokenNamed('WETH');
    const usdc = tokenNamed('USDC');
    const shape: LoanShape = {
      // WETH alone: its threshold is the loan's weighted one.
      collateral: [{ valueUsd: loan.collateralUsd, stable: false, liquidationThreshold: loan.liquidationThreshold }],
      debts: [{ valueUsd: loan.debtUsd, stable: true }],
    };
    const fall = maxFall(shape);
    assert.ok(fall !== null && fall > 0.2 && fall < 0.4, `fall ${fall}`);
    const feed = weth.extensions?.priceFeed;
    assert.ok(feed);
    // The ETH / USD feed answers with 8 decimals.
    const liquidationPrice = (await feedPrice(weth)) * (1 - fall);
    const answerAt = (factor: number) => BigInt(Math.round(liquidationPrice * factor * 1e8));
    const rpcUrl = ethereum().rpcUrl;
    const pool = POOL;
    const cover = parseUnits('1000', 6);
    await sendAs(rpcUrl, WHALE, usdc.address, encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [pool, cover] }));
    const liquidation = encodeFunctionData({
      abi: poolAbi,
      functionName: 'liquidationCall',
      args: [weth.address, usdc.address, DEFI_WALLET, cover, false],
    });

    await setFeedAnswer(rpcUrl, feed, answerAt(1.0001));
    const refused = await revertOf(rpcUrl, WHALE, pool, liquidation);
    assert.ok(refused?.includes(HEALTHY_LOAN), `just above the stated price: ${refused}`);

    await setFeedAnswer(rpcUrl, feed, answerAt(0.9999));
    // What the liquidator paid: the loan's own debt also grows by the interest of the seconds between two reads.
    const paidOf = () => viemReader(rpcUrl, 1).readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [WHALE] });
    const before = await paidOf();
    await sendAs(rpcUrl, WHALE, pool, liquidation);
    const after = await paidOf();
    assert.equal(before - after, cover, `the liquidator repaid ${formatUnits(before - after, 6)} USDC`);
  });
});
