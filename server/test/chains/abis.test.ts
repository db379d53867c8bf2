import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { erc20Abi, toFunctionSelector, type Abi } from 'viem';
import { aggregatorV3Abi, chainlinkProxyAbi, multicall3Abi } from '../../src/chains/abis';
import { loadArtifacts } from '../../demo/compile';
import { mainnetMulticall3Code } from '../../demo/multicall3Code';

function selectors(abi: Abi): Set<string> {
  return new Set(abi.filter((item) => item.type === 'function').map((item) => toFunctionSelector(item)));
}

describe('the parsed ABIs', () => {
  it('name only functions the compiled contracts really have', async () => {
    const { contracts } = await loadArtifacts();
    const pairs: Array<[string, Abi, Abi]> = [
      ['DemoToken', erc20Abi, contracts.DemoToken.abi],
      ['HistoricalPriceFeed', aggregatorV3Abi, contracts.HistoricalPriceFeed.abi],
      ['PhasedPriceFeedProxy', aggregatorV3Abi, contracts.PhasedPriceFeedProxy.abi],
      ['PhasedPriceFeedProxy', chainlinkProxyAbi, contracts.PhasedPriceFeedProxy.abi],
    ];
    for (const [name, parsed, compiled] of pairs) {
      const available = selectors(compiled);
      for (const selector of selectors(parsed)) assert.ok(available.has(selector), `${name} has ${selector}`);
    }
  });

  it("names only functions mainnet's Multicall3 dispatches (each selector a PUSH4 in its runtime code)", () => {
    const code = mainnetMulticall3Code();
    // The dispatcher compares the call's selector with each function's: PUSH4 (0x63) then the selector.
    const dispatched = new Set([...code.matchAll(/63([0-9a-f]{8})(?=14|11|81)/g)].map((match) => `0x${match[1]}`));
    for (const selector of selectors(multicall3Abi)) assert.ok(dispatched.has(selector), selector);
    // aggregate, tryAggregate, aggregate3, aggregate3Value, getEthBalance, getBlockNumber, getCurrentBlockTimestamp…: 16 functions.
    assert.equal(dispatched.size, 16);
  });
});
