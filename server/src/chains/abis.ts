/**
 * The ABIs of the contracts the service reads, parsed once, and the source its
 * hand-written selectors are checked against. Human-readable signatures keep
 * viem's type inference; test/chains/abis.test.ts checks them against the
 * compiled contracts. ERC-20 is viem's own erc20Abi.
 */
import { parseAbi, type Address } from 'viem';

/** The canonical Multicall3 address, the same on most EVM chains and on the local chain. */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';

export const multicall3Abi = parseAbi([
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
]);

/** Chainlink's AggregatorV3Interface. */
export const aggregatorV3Abi = parseAbi([
  'function decimals() view returns (uint8)',
  'function description() view returns (string)',
  'function version() view returns (uint256)',
  'function getRoundData(uint80 roundId) view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)',
  'function latestRoundData() view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)',
]);

/** The read side of Chainlink's EACAggregatorProxy beyond AggregatorV3Interface: its phases (aggregators over time). */
export const chainlinkProxyAbi = parseAbi([
  'function phaseId() view returns (uint16)',
  'function phaseAggregators(uint16 phaseId) view returns (address)',
  'function aggregator() view returns (address)',
]);
