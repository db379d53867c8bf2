/**
 * Which Compound v3 markets exist on Ribbit's chains, as data: per chain the USDC and WETH Comets, each
 * with its base token. Every Comet address cites Compound's own deployment files (roots.json) and a
 * second, independent source (docs/positions.md, "Compound v3"). Each Comet's collateral is read from
 * the Comet itself (collateralDiscovery.ts), so collateral governance adds later is read too.
 */
import type { Address } from 'viem';
import type { ProtocolContract, ProtocolSource } from '../protocol';

const COMET = 'https://github.com/compound-finance/comet/blob/d5a30b0aaeff7755f1431e87f818990902237b03/deployments';

export const COMPOUND_V3_SOURCES: readonly ProtocolSource[] = [
  {
    id: 'comet-roots',
    title: "Compound's deployment files: deployments/{mainnet,base}/{usdc,weth}/roots.json (the comet proxy)",
    url: `${COMET}/mainnet/usdc/roots.json (and mainnet/weth, base/usdc, base/weth)`,
    retrieved: '2026-11-27',
  },
  {
    id: 'comet-configuration',
    title: "Compound's deployment files: deployments/{mainnet,base}/{usdc,weth}/configuration.json (base token)",
    url: `${COMET}/mainnet/usdc/configuration.json (and mainnet/weth, base/usdc, base/weth)`,
    retrieved: '2026-11-27',
  },
  {
    id: 'compound-docs',
    title: 'Compound III documentation, the deployments table (cUSDCv3 and cWETHv3 on Ethereum, each with its assets)',
    url: 'https://github.com/compound-finance/compound-finance.github.io/blob/00d6a191c7386d45a374e19c5281d159297d4088/docs/pages/v3/compound-3.md',
    retrieved: '2026-11-27',
  },
  {
    id: 'llamafolio-compound-v3',
    title: "LlamaFolio's Compound v3 adapters: cUSDCv3 and cWETHv3 on Ethereum, cWETHv3 on Base",
    url: 'https://github.com/llamafolio/llamafolio-api/tree/main/src/adapters/compound-v3 (ethereum/index.ts @3c3048f1, base/index.ts @39c56dd0)',
    retrieved: '2026-11-27',
  },
  {
    id: '1delta-compound-base',
    title: "1delta's Compound v3 data for Base (COMPOUND_V3_USDC_COMET, COMPOUND_V3_WETH_COMET and the tokens they take)",
    url: 'https://github.com/1delta-DAO/contracts-delegation/blob/main/test/base/COMPOUND_V3_DATA_8453.sol',
    retrieved: '2026-11-27',
  },
];

/** One Comet: its own symbol (an ERC-20-like receipt of the base supplied) and its base token. */
export interface CometMarket extends ProtocolContract {
  symbol: string;
  /** The base token: what is supplied to earn and what is borrowed. */
  underlying: Address;
}

export type CompoundDeployment = Readonly<{ markets: readonly CometMarket[] }>;

/** The base tokens, as the chains' registries list them. */
const TOKENS_ETHEREUM = {
  USDC: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  WETH: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
} as const;

const TOKENS_BASE = {
  USDC: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  WETH: '0x4200000000000000000000000000000000000006',
} as const;

export const COMPOUND_ON_ETHEREUM: CompoundDeployment = {
  markets: [
    {
      symbol: 'cUSDCv3',
      address: '0xc3d688B66703497DAA19211EEdff47f25384cdc3',
      sources: ['comet-roots', 'llamafolio-compound-v3', 'compound-docs'],
      underlying: TOKENS_ETHEREUM.USDC,
    },
    {
      symbol: 'cWETHv3',
      address: '0xA17581A9E3356d9A858b789D68B4d866e593aE94',
      sources: ['comet-roots', 'llamafolio-compound-v3', 'compound-docs'],
      underlying: TOKENS_ETHEREUM.WETH,
    },
  ],
};

export const COMPOUND_ON_BASE: CompoundDeployment = {
  markets: [
    {
      symbol: 'cUSDCv3',
      address: '0xb125E6687d4313864e53df431d5425969c15Eb2F',
      sources: ['comet-roots', '1delta-compound-base'],
      underlying: TOKENS_BASE.USDC,
    },
    {
      symbol: 'cWETHv3',
      address: '0x46e6b214b524310239732D51387075E0e70970bf',
      sources: ['comet-roots', 'llamafolio-compound-v3', '1delta-compound-base'],
      underlying: TOKENS_BASE.WETH,
    },
  ],
};
