/**
 * Ribbit's Compound v3 reader on the local chain, whose USDC market is the labelled stand-in at the
 * real cUSDCv3 address (cometStandIn.test.ts holds it to the real Comet's answers): defi.eth's supply
 * is the Comet's own balanceOf, a borrower's loan is weighed as isLiquidatable weighs it, and the
 * stated liquidation price is where isLiquidatable turns.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { encodeFunctionData, erc20Abi, formatUnits, parseAbi, parseUnits, type Address } from 'viem';
import { aggregatorV3Abi } from '../../../src/chains/abis';
import { rpc } from '../../../demo/anvilRpc';
import type { WalletHoldings } from '../../../src/chains/holdings';
import { tokenKey } from '../../../src/domain/types';
import { demoWallet } from '../../../demo/seed/wallets';
import { maxFall } from '../../../src/domain/loanMath';
import { compoundV3 } from '../../../src/protocols/compoundV3';
import { COMPOUND_ON_ETHEREUM } from '../../../src/protocols/compoundV3/deployments';
import { sendAs, setFeedAnswer } from '../../support/lendingChain';
import { useLocalEthereum } from '../../support/localEthereum';
import { viemReader } from '../../support/viemClient';

const WHALE: Address = '0x4444444444444444444444444444444444444444';
const BORROWER: Address = '0x3939393939393939393939393939393939393939';
const HOP_BORROWER: Address = '0x3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a';
/** The stand-in's addAsset: what Comet's Configurator.addAsset and deployAndUpgradeTo do together. */
const addAssetAbi = parseAbi([
  'struct AssetConfig { address asset; address priceFeed; uint8 decimals; uint64 borrowCollateralFactor; uint64 liquidateCollateralFactor; uint64 liquidationFactor; uint128 supplyCap; }',
  'function addAsset(AssetConfig config)',
]);
const COMET = COMPOUND_ON_ETHEREUM.markets[0].address;
const cometAbi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function isLiquidatable(address) view returns (bool)',
  'function supply(address asset, uint256 amount)',
  'function withdraw(address asset, uint256 amount)',
]);

const local = useLocalEthereum();
const ethereum = local.chain;
const tokenNamed = local.tokenNamed;
const readWallet = (wallet: Address): Promise<WalletHoldings> => local.positionsIn(compoundV3, wallet);

async function isLiquidatable(account: Address): Promise<boolean> {
  return viemReader(ethereum().rpcUrl, 1).readContract({ address: COMET, abi: cometAbi, functionName: 'isLiquidatable', args: [account] });
}

describe('Compound v3, read from the local chain’s USDC market', () => {
  it('reads defi.eth’s USDC supply as the Comet’s own balanceOf, with no loan', async () => {
    const wallet = demoWallet('defi').address;
    const supplied = await viemReader(ethereum().rpcUrl, 1).readContract({ address: COMET, abi: cometAbi, functionName: 'balanceOf', args: [wallet] });
    const { holdings, loans } = await readWallet(wallet);
    assert.deepEqual(
      holdings.map(({ token, balance, position }) => [token.symbol, balance, position?.kind, position?.receipt?.symbol, position?.loan]),
      [['USDC', supplied, 'deposit', 'cUSDCv3', undefined]],
    );
    assert.ok(supplied >= parseUnits('25000', 6) && supplied < parseUnits('25010', 6));
    assert.deepEqual(loans, []);
  });

  it('weighs a loan as isLiquidatable does, and states the price where it turns', async () => {
    const { rpcUrl } = ethereum();
    const weth = tokenNamed('WETH');
    const usdc = tokenNamed('USDC');
    const collateral = parseUnits('1', 18);
    await sendAs(rpcUrl, WHALE, weth.address, encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [COMET, collateral] }));
    await sendAs(rpcUrl, WHALE, COMET, encodeFunctionData({ abi: cometAbi, functionName: 'supply', args: [weth.address, collateral] }));
    await sendAs(rpcUrl, WHALE, COMET, encodeFunctionData({ abi: cometAbi, functionName: 'withdraw', args: [usdc.address, parseUnits('2000', 6)] }));

    const { holdings, loans } = await readWallet(WHALE);
    assert.deepEqual(
      holdings.map(({ token, position }) => [token.symbol, position?.kind, position?.loan]),
      [
        ['USDC', 'debt', 0],
        ['WETH', 'collateral', 0],
      ],
    );
    const [loan] = loans;
    assert.deepEqual([loan.protocol, loan.market, loan.collateralSymbols, loan.debtSymbols], ['compound-v3', COMET, ['WETH'], ['USDC']]);
    // 1 WETH at ~$3,400, WETH's liquidate collateral factor 0.895, against ~2,000 USDC.
    assert.ok(Math.abs(loan.liquidationThreshold - 0.895) < 1e-12);
    assert.ok(Math.abs(loan.healthFactor - (loan.collateralUsd * 0.895) / loan.debtUsd) < 1e-9);
    assert.ok(loan.debtUsd > 1999 && loan.debtUsd < 2001, `debt ${loan.debtUsd}`);

    const fall = maxFall({
      collateral: [{ valueUsd: loan.collateralUsd, stable: false, liquidationThreshold: loan.liquidationThreshold }],
      debts: [{ valueUsd: loan.debtUsd, stable: true }],
    });
    assert.ok(fall !== null && fall > 0.3 && fall < 0.4, `fall ${fall}`);
    const feed = weth.extensions?.priceFeed;
    assert.ok(feed);
    const [, answer] = await viemReader(rpcUrl, 1).readContract({ address: feed, abi: aggregatorV3Abi, functionName: 'latestRoundData' });
    const liquidationPrice = Number(formatUnits(answer, 8)) * (1 - fall);
    const answerAt = (moved: number) => BigInt(Math.round(liquidationPrice * moved * 1e8));
    await setFeedAnswer(rpcUrl, feed, answerAt(1.0001));
    assert.equal(await isLiquidatable(WHALE), false);
    await setFeedAnswer(rpcUrl, feed, answerAt(0.9999));
    assert.equal(await isLiquidatable(WHALE), true);
  });

  it('reads collateral the market lists after its deployment, with its value, and no record change', async () => {
    // AAVE is not among the market's original collateral: the governor adds it, as Compound's Configurator does.
    const { rpcUrl } = ethereum();
    const aave = tokenNamed('AAVE');
    const feed = aave.extensions?.priceFeed;
    assert.ok(feed);
    // The stand-in's governor is the account that deployed it: the seeding account, anvil's first.
    const [governor] = await rpc<Address[]>(rpcUrl, 'eth_accounts');
    const config = { asset: aave.address, priceFeed: feed, decimals: aave.decimals, borrowCollateralFactor: parseUnits('0.6', 18) };
    const factors = { liquidateCollateralFactor: parseUnits('0.7', 18), liquidationFactor: parseUnits('0.93', 18), supplyCap: 2n ** 100n };
    await sendAs(rpcUrl, governor, COMET, encodeFunctionData({ abi: addAssetAbi, functionName: 'addAsset', args: [{ ...config, ...factors }] }));
    const amount = parseUnits('100', aave.decimals);
    await sendAs(rpcUrl, WHALE, aave.address, encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BORROWER, amount] }));
    await sendAs(rpcUrl, BORROWER, aave.address, encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [COMET, amount] }));
    await sendAs(rpcUrl, BORROWER, COMET, encodeFunctionData({ abi: cometAbi, functionName: 'supply', args: [aave.address, amount] }));
    await sendAs(
      rpcUrl,
      BORROWER,
      COMET,
      encodeFunctionData({ abi: cometAbi, functionName: 'withdraw', args: [tokenNamed('USDC').address, parseUnits('1000', 6)] }),
    );

    const { holdings, loans } = await readWallet(BORROWER);
    assert.deepEqual(
      holdings.map(({ token, balance, position }) => [token.symbol, position?.kind, position?.kind === 'collateral' ? balance : undefined]),
      [
        ['USDC', 'debt', undefined],
        ['AAVE', 'collateral', amount],
      ],
    );
    const [loan] = loans;
    assert.deepEqual(loan.collateralSymbols, ['AAVE']);
    const [, answer] = await viemReader(rpcUrl, 1).readContract({ address: feed, abi: aggregatorV3Abi, functionName: 'latestRoundData' });
    const valueUsd = 100 * Number(formatUnits(answer, 8));
    assert.ok(Math.abs(loan.collateralUsd / valueUsd - 1) < 0.005, `collateral ${loan.collateralUsd} against ${valueUsd}`);
    assert.ok(Math.abs(loan.healthFactor - (loan.collateralUsd * 0.7) / loan.debtUsd) < 1e-9, `health ${loan.healthFactor}`);
    assert.equal(await isLiquidatable(BORROWER), loan.healthFactor < 1);
  });

  it('prices collateral no feed of Ribbit’s prices by the Comet’s own price', async () => {
    // HOP has no feed on Ribbit's list; the market prices it by the AAVE / USD feed.
    const { rpcUrl } = ethereum();
    const hop = tokenNamed('HOP');
    const feed = tokenNamed('AAVE').extensions?.priceFeed;
    assert.ok(feed);
    assert.equal(hop.extensions?.priceFeed, undefined);
    const [governor] = await rpc<Address[]>(rpcUrl, 'eth_accounts');
    const config = { asset: hop.address, priceFeed: feed, decimals: hop.decimals, borrowCollateralFactor: parseUnits('0.6', 18) };
    const factors = { liquidateCollateralFactor: parseUnits('0.7', 18), liquidationFactor: parseUnits('0.93', 18), supplyCap: 2n ** 100n };
    await sendAs(rpcUrl, governor, COMET, encodeFunctionData({ abi: addAssetAbi, functionName: 'addAsset', args: [{ ...config, ...factors }] }));
    const amount = parseUnits('100', hop.decimals);
    await sendAs(rpcUrl, WHALE, hop.address, encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [HOP_BORROWER, amount] }));
    await sendAs(rpcUrl, HOP_BORROWER, hop.address, encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [COMET, amount] }));
    await sendAs(rpcUrl, HOP_BORROWER, COMET, encodeFunctionData({ abi: cometAbi, functionName: 'supply', args: [hop.address, amount] }));
    await sendAs(
      rpcUrl,
      HOP_BORROWER,
      COMET,
      encodeFunctionData({ abi: cometAbi, functionName: 'withdraw', args: [tokenNamed('USDC').address, parseUnits('500', 6)] }),
    );

    const { loans, prices } = await readWallet(HOP_BORROWER);
    const [, answer] = await viemReader(rpcUrl, 1).readContract({ address: feed, abi: aggregatorV3Abi, functionName: 'latestRoundData' });
    const hopUsd = prices?.get(tokenKey(hop));
    assert.ok(hopUsd !== undefined, 'HOP is priced');
    assert.ok(Math.abs(hopUsd / Number(formatUnits(answer, 8)) - 1) < 0.005, `HOP at ${hopUsd}`);
    assert.ok(Math.abs(loans[0].collateralUsd / (100 * hopUsd) - 1) < 1e-9, 'the loan values it at the same price');
  });
});
