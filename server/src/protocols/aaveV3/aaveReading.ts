/**
 * Reads a wallet's Aave v3 positions on one chain, in calls that join the wallet's one Multicall3 read:
 * per reserve the aToken's and the variable-debt token's balanceOf (the underlying's units, interest
 * included), and the Pool's getUserAccountData (collateral, debt, weighted liquidation threshold,
 * health factor) and getUserConfiguration (which deposits back the loan), with the oracle's prices of
 * every reserve at the same block (AaveOracle.getAssetsPrices) to value each collateral asset.
 *
 * What does not depend on the wallet (each reserve's id and liquidation threshold, the oracle's
 * address) is the market's state, read once and cached with the prices (aaveMarketState.ts).
 */
import { encodeFunctionData, formatUnits, type Address, type Hex } from 'viem';
import type { Call, CallResult } from '../../chains/multicall/multicall';
import type { TokenInfo } from '../../domain/types';
import type { LoanReading, PositionHolding, ProtocolReading } from '../positionReading';
import { usesAsCollateral } from './aaveAbi';
import type { AaveReserve } from './markets';

export const AAVE_PROTOCOL = { id: 'aave-v3', name: 'Aave' } as const;

/** A reserve as the market's state knows it. */
export interface AaveReserveState {
  reserve: AaveReserve;
  token: TokenInfo;
  /** The reserve's index in the Pool: its bits in a user's configuration. */
  id: number;
  /** 0.83 = 83 %. */
  liquidationThreshold: number;
}

export interface AaveMarketState {
  chainId: number;
  pool: Address;
  oracle: Address;
  reserves: AaveReserveState[];
}

const BALANCE_OF = '0x70a08231';
const GET_USER_ACCOUNT_DATA = '0xbf92857c';
const GET_USER_CONFIGURATION = '0x4417a583';
const ORACLE_ABI = [
  {
    type: 'function',
    name: 'getAssetsPrices',
    stateMutability: 'view',
    inputs: [{ name: 'assets', type: 'address[]' }],
    outputs: [{ name: '', type: 'uint256[]' }],
  },
] as const;
/** Aave's base currency on Ethereum and Base: USD with 8 decimals. */
const BASE_CURRENCY_DECIMALS = 8;
const HEALTH_FACTOR_DECIMALS = 18;
const WORD = 64;

const walletWord = (wallet: Address): string => wallet.slice(2).toLowerCase().padStart(WORD, '0');

/** The wallet's calls, in the order decodeAaveWallet expects. */
export function aaveWalletCalls(state: AaveMarketState, wallet: Address): Call[] {
  const word = walletWord(wallet);
  return [
    ...state.reserves.flatMap(({ reserve }) => [
      { target: reserve.aToken.address, callData: `${BALANCE_OF}${word}` as Hex },
      { target: reserve.variableDebtToken.address, callData: `${BALANCE_OF}${word}` as Hex },
    ]),
    { target: state.pool, callData: `${GET_USER_ACCOUNT_DATA}${word}` as Hex },
    { target: state.pool, callData: `${GET_USER_CONFIGURATION}${word}` as Hex },
    {
      target: state.oracle,
      callData: encodeFunctionData({ abi: ORACLE_ABI, functionName: 'getAssetsPrices', args: [state.reserves.map(({ token }) => token.address)] }),
    },
  ];
}

/** The `index`-th 32-byte word of a call's answer; null when the call failed or answered less. */
function word(result: CallResult | undefined, index: number): bigint | null {
  const start = 2 + index * WORD;
  if (!result?.success || result.returnData.length < start + WORD) return null;
  return BigInt(`0x${result.returnData.slice(start, start + WORD)}`);
}

/** A uint256[] answer (offset, length, items). */
function words(result: CallResult | undefined, count: number): bigint[] | null {
  const length = word(result, 1);
  if (length === null || Number(length) !== count) return null;
  const items = Array.from({ length: count }, (_, index) => word(result, 2 + index));
  return items.every((item) => item !== null) ? items : null;
}

const usd = (base: bigint): number => Number(formatUnits(base, BASE_CURRENCY_DECIMALS));

/**
 * The wallet's deposits and debts, and its loan when it owes anything. A reserve whose token does
 * not answer is skipped; without the Pool's account data no loan can be stated, so none is.
 */
export function decodeAaveWallet(state: AaveMarketState, results: readonly CallResult[]): ProtocolReading {
  const count = state.reserves.length;
  const accountResult = results[count * 2];
  const configuration = word(results[count * 2 + 1], 0) ?? 0n;
  const prices = words(results[count * 2 + 2], count);
  const collateralBase = word(accountResult, 0);
  const debtBase = word(accountResult, 1);
  const threshold = word(accountResult, 3);
  const healthFactor = word(accountResult, 5);
  const hasLoan = collateralBase !== null && debtBase !== null && threshold !== null && healthFactor !== null && debtBase > 0n;
  const loanIndex = hasLoan ? 0 : undefined;

  const holdings: PositionHolding[] = [];
  const collateral: LoanReading['collateral'] = [];
  state.reserves.forEach(({ reserve, token, id, liquidationThreshold }, index) => {
    const deposit = word(results[index * 2], 0);
    const debt = word(results[index * 2 + 1], 0);
    const backsLoan = usesAsCollateral(configuration, id) && liquidationThreshold > 0;
    if (deposit !== null && deposit > 0n) {
      holdings.push({
        token,
        balance: deposit,
        place: {
          protocol: AAVE_PROTOCOL.id,
          protocolName: AAVE_PROTOCOL.name,
          kind: 'deposit',
          receipt: { symbol: reserve.aToken.symbol, address: reserve.aToken.address, units: Number(formatUnits(deposit, token.decimals)) },
          ...(backsLoan && loanIndex !== undefined ? { loan: loanIndex } : {}),
        },
      });
      if (backsLoan && prices) {
        collateral.push({ symbol: token.symbol, valueUsd: usd((deposit * prices[index]) / 10n ** BigInt(token.decimals)), liquidationThreshold });
      }
    }
    if (debt !== null && debt > 0n) {
      holdings.push({
        token,
        balance: debt,
        place: {
          protocol: AAVE_PROTOCOL.id,
          protocolName: AAVE_PROTOCOL.name,
          kind: 'debt',
          receipt: { symbol: reserve.variableDebtToken.symbol, address: reserve.variableDebtToken.address, units: Number(formatUnits(debt, token.decimals)) },
          ...(loanIndex !== undefined ? { loan: loanIndex } : {}),
        },
      });
    }
  });
  if (!hasLoan) return { holdings, loans: [] };
  const loan: LoanReading = {
    protocol: AAVE_PROTOCOL.id,
    protocolName: AAVE_PROTOCOL.name,
    chainId: state.chainId,
    market: state.pool,
    collateralUsd: usd(collateralBase),
    debtUsd: usd(debtBase),
    healthFactor: Number(formatUnits(healthFactor, HEALTH_FACTOR_DECIMALS)),
    liquidationThreshold: Number(threshold) / 10_000,
    collateralSymbols: collateral.map((part) => part.symbol),
    debtSymbols: holdings.filter((holding) => holding.place.kind === 'debt').map((holding) => holding.token.symbol),
    collateral,
  };
  return { holdings, loans: [loan] };
}
