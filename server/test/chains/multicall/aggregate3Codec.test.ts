import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decodeFunctionData, encodeFunctionResult, type Hex } from 'viem';
import { multicall3Abi } from '../../../src/chains/abis';
import { decodeAggregate3, encodeAggregate3 } from '../../../src/chains/multicall/aggregate3Codec';

const calls = [
  { target: '0x5FbDB2315678afecb367f032d93F642f64180aa3', callData: `0x70a08231${'00'.repeat(12)}${'11'.repeat(20)}` },
  { target: '0xcA11bde05977b3631167028862bE2a173976CA11', callData: '0x' },
  { target: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', callData: `0x9a6fc8f5${'ab'.repeat(45)}` },
] as const satisfies ReadonlyArray<{ target: `0x${string}`; callData: Hex }>;

describe('the aggregate3 codec', () => {
  it('encodes calldata that viem decodes to the same calls, each allowed to fail', () => {
    const { functionName, args } = decodeFunctionData({ abi: multicall3Abi, data: encodeAggregate3(calls) });
    assert.equal(functionName, 'aggregate3');
    assert.deepEqual(
      args[0],
      calls.map((call) => ({ target: call.target, allowFailure: true, callData: call.callData.toLowerCase() })),
    );
  });

  it('decodes what viem encodes as aggregate3 results, failures and empty data included', () => {
    const results: { success: boolean; returnData: Hex }[] = [
      { success: true, returnData: `0x${'00'.repeat(31)}2a` },
      { success: false, returnData: '0x' },
      { success: true, returnData: `0x${'cd'.repeat(37)}` },
    ];
    const data = encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: results });
    assert.deepEqual(decodeAggregate3(data), results);
  });

  it('refuses truncated return data instead of inventing results', () => {
    const data = encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: [{ success: true, returnData: `0x${'cd'.repeat(64)}` }] });
    assert.throws(() => decodeAggregate3(data.slice(0, data.length - 64) as Hex), RangeError);
  });
});
