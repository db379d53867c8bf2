/**
 * Reads what a wallet holds: the native balance plus every ERC-20 of the token
 * list, all in one Multicall3.aggregate3 eth_call (chunked only past
 * MAX_CALLS_PER_REQUEST tokens).
 */
import { decodeFunctionResult, encodeFunctionData, isAddressEqual, type Address, type PublicClient } from 'viem';
import { ChainError, NATIVE_TOKEN_ADDRESS, type Holding, type TokenInfo } from '../domain/types';
import { erc20Abi, multicall3Abi } from './abis';
import { shortMessage } from './errorMessage';
import { aggregate3, type Call, type CallResult } from './multicall';

function balanceCall(wallet: Address, token: TokenInfo, multicall3: Address): Call {
  if (isAddressEqual(token.address, NATIVE_TOKEN_ADDRESS)) {
    return { target: multicall3, callData: encodeFunctionData({ abi: multicall3Abi, functionName: 'getEthBalance', args: [wallet] }) };
  }
  return { target: token.address, callData: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [wallet] }) };
}

/** The balance, or null when the token could not answer (no contract, reverted, garbage). */
function decodeBalance(result: CallResult): bigint | null {
  if (!result.success || result.returnData === '0x') return null;
  try {
    return decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: result.returnData });
  } catch {
    return null;
  }
}

/**
 * Non-zero balances, in the order of `tokens`. A token whose contract fails to
 * answer is skipped (it cannot be held in any way we can show); a failure of the
 * node itself rejects with ChainError.
 */
export async function readHoldings(
  client: PublicClient,
  args: { wallet: Address; tokens: TokenInfo[]; multicall3: Address },
): Promise<Holding[]> {
  const calls = args.tokens.map((token) => balanceCall(args.wallet, token, args.multicall3));
  let results: CallResult[];
  try {
    results = await aggregate3(client, args.multicall3, calls);
  } catch (error) {
    throw new ChainError(`Could not read the balances of ${args.wallet}: ${shortMessage(error)}`, { cause: error });
  }
  const holdings: Holding[] = [];
  args.tokens.forEach((token, index) => {
    const balance = decodeBalance(results[index]);
    if (balance !== null && balance > 0n) holdings.push({ token, balance });
  });
  return holdings;
}
