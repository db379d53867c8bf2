/**
 * ABI codec for Multicall3.aggregate3, by hand. A whale's prices take thousands
 * of calls, and viem's generic codec spent longer encoding and decoding them
 * than the node spent running them (docs/architecture.md, "Talking to a
 * node"). Layout (Solidity ABI):
 * a dynamic array of dynamic tuples, so offsets point from each array's body.
 * test/chains/multicall/aggregate3Codec.test.ts checks it against viem's codec.
 */
import { getAbiItem, toFunctionSelector, type Address, type Hex } from 'viem';
import { multicall3Abi } from '../abis';

/** One call of an aggregate3: the contract and its calldata. */
export interface Call {
  target: Address;
  callData: Hex;
}

/** One call's outcome: allowFailure is set, so a revert is `success: false`, not a failed batch. */
export interface CallResult {
  success: boolean;
  returnData: Hex;
  /**
   * Set on a failed call found to burn the gas it is given (it sank its eth_call alone, boundedReads.ts),
   * rather than one that reverted. Absent on a failure inside an answered batch: a revert, or a burner
   * that happened to leave enough gas for the calls after it.
   */
  outOfGas?: true;
}

const AGGREGATE3_SELECTOR = toFunctionSelector(getAbiItem({ abi: multicall3Abi, name: 'aggregate3' }));
const WORD = 64; // hex characters in a 32-byte word

const uintWord = (value: number): string => value.toString(16).padStart(WORD, '0');

function padRight(hexBody: string): string {
  const remainder = hexBody.length % WORD;
  return remainder === 0 ? hexBody : hexBody + '0'.repeat(WORD - remainder);
}

/** aggregate3 calldata with allowFailure set on every call. */
export function encodeAggregate3(calls: readonly Call[]): Hex {
  const offsets: string[] = [];
  const elements: string[] = [];
  let offsetBytes = calls.length * 32;
  for (const call of calls) {
    const data = call.callData.slice(2);
    const element = [
      call.target.slice(2).toLowerCase().padStart(WORD, '0'),
      uintWord(1), // allowFailure
      uintWord(3 * 32), // callData starts after the three head words
      uintWord(data.length / 2),
      padRight(data),
    ].join('');
    offsets.push(uintWord(offsetBytes));
    elements.push(element);
    offsetBytes += element.length / 2;
  }
  return `${AGGREGATE3_SELECTOR}${uintWord(32)}${uintWord(calls.length)}${offsets.join('')}${elements.join('')}`;
}

/** Decodes aggregate3's Result[]; throws on data too short to be one. */
export function decodeAggregate3(data: Hex): CallResult[] {
  const body = data.slice(2);
  const readNumber = (charIndex: number): number => {
    if (charIndex + WORD > body.length) throw new RangeError('aggregate3 returned truncated data');
    return Number.parseInt(body.slice(charIndex, charIndex + WORD), 16);
  };
  const arrayStart = readNumber(0) * 2;
  const length = readNumber(arrayStart);
  const elementsStart = arrayStart + WORD;
  const results: CallResult[] = [];
  for (let index = 0; index < length; index++) {
    const elementStart = elementsStart + readNumber(elementsStart + index * WORD) * 2;
    const success = readNumber(elementStart) !== 0;
    const bytesStart = elementStart + readNumber(elementStart + WORD) * 2;
    const byteLength = readNumber(bytesStart);
    const returnData = body.slice(bytesStart + WORD, bytesStart + WORD + byteLength * 2);
    if (returnData.length !== byteLength * 2) throw new RangeError('aggregate3 returned truncated data');
    results.push({ success, returnData: `0x${returnData}` });
  }
  return results;
}
