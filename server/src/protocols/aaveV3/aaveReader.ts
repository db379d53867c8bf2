/**
 * A wallet's Aave v3 positions on one chain. In the holdings eth_call, per reserve the aToken's and
 * the variable-debt token's balanceOf (the underlying's units, interest included), and the Pool's
 * getUserAccountData (collateral, debt, weighted liquidation threshold, health factor, as Aave itself
 * computes them) and getUserConfiguration (which deposits back the loan). What does not depend on the
 * wallet, each reserve's getReserveData (its id, its liquidation threshold, its tokens) and the Pool's
 * provider, is shared and cached with the prices. A wallet that borrows is read once more at one block,
 * with the oracle's prices of its loan's parts (aaveLoanParts.ts).
 *
 * A reserve whose getReserveData names other tokens than the record's is not read: its balances would
 * be some other contract's. A reserve whose underlying is not on the chain's token list is left out.
 */
import { formatUnits } from 'viem';
import { addressOf, call, selector, uint, WALLET, words } from '../abiWords';
import { listedToken, type PositionHolding, type ProtocolChain, type ProtocolChainReader } from '../protocol';
import { liquidationThresholdBps, usesAsCollateral } from './aaveAbi';
import { accountLoan, loanAtOneBlock, providerCall, type LoanReserve } from './aaveLoanParts';
import type { AaveDeployment, AaveReserveToken } from './deployments';

const BALANCE_OF = selector('function balanceOf(address)');
const GET_USER_ACCOUNT_DATA = selector('function getUserAccountData(address)');
const GET_USER_CONFIGURATION = selector('function getUserConfiguration(address)');
const GET_RESERVE_DATA = selector('function getReserveData(address)');
/** getReserveData's 3.0 struct (ReserveDataLegacy): words 0 configuration, 7 id, 8 aToken, 10 variable-debt token. */
const RESERVE_DATA_WORDS = 11;

interface ReserveState {
  id: number;
  liquidationThresholdBps: number;
}

function reserveState(words11: bigint[] | null, aToken: AaveReserveToken, debtToken: AaveReserveToken): ReserveState | null {
  if (!words11) return null;
  const matches = addressOf(words11[8]) === aToken.address && addressOf(words11[10]) === debtToken.address;
  return matches ? { id: Number(words11[7]), liquidationThresholdBps: liquidationThresholdBps(words11[0]) } : null;
}

export function aaveReader(deployment: AaveDeployment, chain: ProtocolChain): ProtocolChainReader {
  const pool = deployment.pool.address;
  const reserves = deployment.aTokens.flatMap((aToken, index) => {
    const debtToken = deployment.variableDebtTokens[index];
    const token = listedToken(chain, aToken.underlying);
    return token ? [{ aToken, debtToken, token }] : [];
  });
  return {
    walletCalls: [
      ...reserves.flatMap(({ aToken, debtToken }) => [call(aToken.address, BALANCE_OF, WALLET), call(debtToken.address, BALANCE_OF, WALLET)]),
      call(pool, GET_USER_ACCOUNT_DATA, WALLET),
      call(pool, GET_USER_CONFIGURATION, WALLET),
    ],
    sharedCalls: [...reserves.map(({ token }) => call(pool, GET_RESERVE_DATA, token.address)), providerCall(pool)],
    claims: reserves.flatMap(({ aToken, debtToken }) => [aToken.address, debtToken.address]),
    read(wallet, shared, address) {
      const account = words(wallet[reserves.length * 2], 6);
      const configuration = uint(wallet[reserves.length * 2 + 1]) ?? 0n;
      const hasLoan = account !== null && account[1] > 0n;
      const holdings: PositionHolding[] = [];
      const collateralSymbols: string[] = [];
      const debtSymbols: string[] = [];
      const loanReserves: LoanReserve[] = [];
      reserves.forEach(({ aToken, debtToken, token }, index) => {
        const state = reserveState(words(shared[index], RESERVE_DATA_WORDS), aToken, debtToken);
        if (!state) return;
        const deposit = uint(wallet[index * 2]) ?? 0n;
        const debt = uint(wallet[index * 2 + 1]) ?? 0n;
        const receipt = (contract: AaveReserveToken, units: bigint) => ({
          symbol: contract.symbol,
          address: contract.address,
          units: Number(formatUnits(units, token.decimals)),
        });
        const backsLoan = hasLoan && deposit > 0n && usesAsCollateral(configuration, state.id) && state.liquidationThresholdBps > 0;
        if (backsLoan || (hasLoan && debt > 0n))
          loanReserves.push({
            token,
            underlying: aToken.underlying,
            aToken: aToken.address,
            debtToken: debtToken.address,
            thresholdBps: state.liquidationThresholdBps,
            backsLoan,
          });
        if (deposit > 0n) {
          if (backsLoan) collateralSymbols.push(token.symbol);
          holdings.push({ token, balance: deposit, place: { kind: 'deposit', receipt: receipt(aToken, deposit), ...(backsLoan ? { loan: 0 } : {}) } });
        }
        if (debt > 0n) {
          debtSymbols.push(token.symbol);
          holdings.push({ token, balance: debt, place: { kind: 'debt', receipt: receipt(debtToken, debt), ...(hasLoan ? { loan: 0 } : {}) } });
        }
      });
      if (!hasLoan) return { positions: { holdings, loans: [] } };
      const provider = uint(shared[reserves.length]);
      return loanAtOneBlock(
        pool,
        provider ? addressOf(provider) : null,
        address,
        loanReserves,
        accountLoan(pool, account, collateralSymbols, debtSymbols),
        (loan) => ({
          positions: { holdings, loans: [loan] },
        }),
      );
    },
  };
}
