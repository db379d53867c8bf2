/**
 * Aave v3's markets Ribbit reads, as data: per chain the Pool and, per reserve, the two tokens that
 * carry a wallet's position in it (the aToken of a deposit, the variable-debt token of a loan; both
 * answer balanceOf in the underlying's units, interest included), each with its underlying. Every
 * address cites Aave's own address book and a second, independent source (docs/positions.md, "Aave v3").
 *
 * Left out: the PoolAddressesProvider and the oracle (Ribbit reads neither; only the address book
 * names them among the sources read), Ethereum's PoolDataProvider (the address book and LlamaFolio
 * name different ones: Aave replaced it), stable-debt tokens (Aave v3 no longer opens stable loans)
 * and the reserves whose underlying is not in Ribbit's registries.
 */
import type { Address } from 'viem';
import type { ProtocolContract, ProtocolSource } from '../protocol';

export const AAVE_V3_SOURCES: readonly ProtocolSource[] = [
  {
    id: 'aave-address-book-ethereum',
    title: "Aave's address book, AaveV3Ethereum and AaveV3EthereumAssets (POOL; per reserve UNDERLYING, A_TOKEN, V_TOKEN, DECIMALS)",
    url: 'https://github.com/bgd-labs/aave-address-book/blob/be65fa2d7470c8f4da59365890c646efb1066cb7/src/AaveV3Ethereum.sol',
    retrieved: '2026-11-27',
  },
  {
    id: 'aave-address-book-base',
    title: "Aave's address book, AaveV3Base and AaveV3BaseAssets (POOL; per reserve UNDERLYING, A_TOKEN, V_TOKEN)",
    url: 'https://github.com/bgd-labs/aave-address-book/blob/84f98485bf57a6b9b30a61e183eed1ad019ccfb6/src/AaveV3Base.sol (and @03e04f0fd8012ca7cf74c2d7019fd544b8c0aac8)',
    retrieved: '2026-11-27',
  },
  {
    id: 'mmi-aave-v3-metadata',
    title:
      "MetaMask's DeFi adapters, Aave v3 metadata built from on-chain reads: {ethereum,base}.a-token-v3.json and {ethereum,base}.variable-debt-token-v3.json (token, symbol, underlying)",
    url: 'https://github.com/consensys-vertical-apps/mmi-defi-adapters/tree/main/packages/adapters-library/src/adapters/aave-v3/products (a-token @25df6f5d and @1ef01119, variable-debt-token @1ef01119)',
    retrieved: '2026-11-27',
  },
  {
    id: 'llamafolio-aave-v3',
    title: "LlamaFolio's Aave v3 adapters: the lending Pool per chain",
    url: 'https://github.com/llamafolio/llamafolio-api/tree/main/src/adapters/aave-v3 (ethereum/index.ts @4afe8755, base/index.ts @54efc1a0)',
    retrieved: '2026-11-27',
  },
];

/** An aToken or a variable-debt token: its own symbol, and the reserve's underlying. */
export interface AaveReserveToken extends ProtocolContract {
  symbol: string;
  underlying: Address;
}

/** `aTokens[i]` and `variableDebtTokens[i]` are the same reserve's. */
export type AaveDeployment = Readonly<{
  pool: ProtocolContract;
  aTokens: readonly AaveReserveToken[];
  variableDebtTokens: readonly AaveReserveToken[];
}>;

type Reserve = [symbol: string, underlying: Address, aToken: Address, variableDebtToken: Address];

function deployment(pool: ProtocolContract, chainTag: 'Eth' | 'Bas', sources: readonly string[], reserves: readonly Reserve[]): AaveDeployment {
  return {
    pool,
    aTokens: reserves.map(([symbol, underlying, address]) => ({ address, symbol: `a${chainTag}${symbol}`, underlying, sources })),
    variableDebtTokens: reserves.map(([symbol, underlying, , address]) => ({ address, symbol: `variableDebt${chainTag}${symbol}`, underlying, sources })),
  };
}

export const AAVE_ON_ETHEREUM = deployment(
  { address: '0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2', sources: ['aave-address-book-ethereum', 'llamafolio-aave-v3'] },
  'Eth',
  ['aave-address-book-ethereum', 'mmi-aave-v3-metadata'],
  [
    ['WETH', '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', '0x4d5F47FA6A74757f35C14fD3a6Ef8E3C9BC514E8', '0xeA51d7853EEFb32b6ee06b1C12E6dcCA88Be0fFE'],
    ['wstETH', '0x7f39C581F595B53c5cb19bD0b3f8dA6c935E2Ca0', '0x0B925eD163218f6662a35e0f0371Ac234f9E9371', '0xC96113eED8cAB59cD8A66813bCB0cEb29F06D2e4'],
    ['WBTC', '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', '0x5Ee5bf7ae06D1Be5997A1A72006FE6C607eC6DE8', '0x40aAbEf1aa8f0eEc637E0E7d92fbfFB2F26A8b7B'],
    ['USDC', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', '0x98C23E9d8f34FEFb1B7BD6a91B7FF122F4e16F5c', '0x72E95b8931767C79bA4EeE721354d6E99a61D004'],
    ['DAI', '0x6B175474E89094C44Da98b954EedeAC495271d0F', '0x018008bfb33d285247A21d44E50697654f754e63', '0xcF8d0c70c850859266f5C338b38F9D663181C314'],
    ['LINK', '0x514910771AF9Ca656af840dff83E8264EcF986CA', '0x5E8C8A7243651DB1384C0dDfDbE39761E8e7E51a', '0x4228F8895C7dDA20227F6a5c6751b8Ebf19a6ba8'],
    ['AAVE', '0x7Fc66500c84A76Ad7e9c93437bFc5Ac33E2DDaE9', '0xA700b4eB416Be35b2911fd5Dee80678ff64fF6C9', '0xBae535520Abd9f8C85E58929e0006A2c8B372F74'],
    ['USDT', '0xdAC17F958D2ee523a2206206994597C13D831ec7', '0x23878914EFE38d27C4D67Ab83ed1b93A74D4086a', '0x6df1C1E379bC5a00a7b4C6e67A203333772f45A8'],
  ],
);

export const AAVE_ON_BASE = deployment(
  { address: '0xA238Dd80C259a72e81d7e4664a9801593F98d1c5', sources: ['aave-address-book-base', 'llamafolio-aave-v3'] },
  'Bas',
  ['aave-address-book-base', 'mmi-aave-v3-metadata'],
  [
    ['WETH', '0x4200000000000000000000000000000000000006', '0xD4a0e0b9149BCee3C920d2E00b5dE09138fd8bb7', '0x24e6e0795b3c7c71D965fCc4f371803d1c1DcA1E'],
    ['cbETH', '0x2Ae3F1Ec7F1F5012CFEab0185bfc7aa3cf0DEc22', '0xcf3D55c10DB69f28fD1A75Bd73f3D8A2d9c595ad', '0x1DabC36f19909425f654777249815c073E8Fd79F'],
    ['USDbC', '0xd9aAEc86B65D86f6A7B5B1b0c42FFA531710b6CA', '0x0a1d576f3eFeF75b330424287a95A366e8281D54', '0x7376b2F323dC56fCd4C191B34163ac8a84702DAB'],
    ['wstETH', '0xc1CBa3fCea344f92D9239c08C0568f6F2F0ee452', '0x99CBC45ea5bb7eF3a5BC08FB1B7E56bB2442Ef0D', '0x41A7C3f5904ad176dACbb1D99101F59ef0811DC1'],
    ['USDC', '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', '0x4e65fE4DbA92790696d040ac24Aa414708F5c0AB', '0x59dca05b6c26dbd64b5381374aAaC5CD05644C28'],
  ],
);
