/**
 * Which tokens each bundled L2 registry keeps: chosen by hand (docs/registries.md
 * says how), by address, with what the lists cannot say: the asset a token is
 * an exposure to across chains, its tags and peg. Symbol, name and decimals come
 * from the token list at rebuild time; the symbol here only names the entry and
 * guards against an address typo (the rebuild reports a symbol mismatch).
 * The native coin is not listed: it comes from domain/chains.ts.
 */
import type { Address } from 'viem';
import type { RegistryToken } from '../../src/chains/registry/schema';

export interface SelectedToken {
  symbol: string;
  address: Address;
  asset: string;
  tags: RegistryToken['tags'];
  peg?: NonNullable<RegistryToken['peg']>;
  /** The base asset of the token's Chainlink feed when it is not the symbol (WETH → ETH, USDC.e → USDC, WBTC → BTC). */
  feedBase?: string;
}

/** OP Mainnet (10). */
const OP_MAINNET: readonly SelectedToken[] = [
  { symbol: 'WETH', address: '0x4200000000000000000000000000000000000006', asset: 'ETH', tags: ['wrapped'], feedBase: 'ETH' },
  { symbol: 'USDC', address: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85', asset: 'USDC', tags: ['stablecoin'], peg: 'USD' },
  { symbol: 'USDC.e', address: '0x7F5c764cBc14f9669B88837ca1490cCa17c31607', asset: 'USDC', tags: ['stablecoin'], peg: 'USD', feedBase: 'USDC' },
  { symbol: 'USDT', address: '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58', asset: 'USDT', tags: ['stablecoin'], peg: 'USD' },
  { symbol: 'DAI', address: '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1', asset: 'DAI', tags: ['stablecoin'], peg: 'USD' },
  { symbol: 'sUSD', address: '0x8c6f28f2F1A3C87F0f938b96d27520d9751ec8d9', asset: 'sUSD', tags: ['stablecoin'], peg: 'USD' },
  { symbol: 'LUSD', address: '0xc40F949F8a4e094D1b49a23ea9241D289B7b2819', asset: 'LUSD', tags: ['stablecoin'], peg: 'USD' },
  { symbol: 'MAI', address: '0xdFA46478F9e5EA86d57387849598dbFB2e964b02', asset: 'MAI', tags: ['stablecoin'], peg: 'USD' },
  { symbol: 'WBTC', address: '0x68f180fcCe6836688e9084f035309E29Bf0A2095', asset: 'BTC', tags: [], feedBase: 'BTC' },
  { symbol: 'OP', address: '0x4200000000000000000000000000000000000042', asset: 'OP', tags: [] },
  { symbol: 'LINK', address: '0x350a791Bfc2C21F9Ed5d10980Dad2e2638ffa7f6', asset: 'LINK', tags: [] },
  { symbol: 'AAVE', address: '0x76FB31fb4af56892A25e32cFC43De717950c9278', asset: 'AAVE', tags: [] },
  { symbol: 'wstETH', address: '0x1F32b1c2345538c0c6f582fCB022739c4A194Ebb', asset: 'wstETH', tags: [] },
  { symbol: 'rETH', address: '0x9Bcef72be871e61ED4fBbc7630889beE758eb81D', asset: 'rETH', tags: [] },
  { symbol: 'VELO', address: '0x9560e827aF36c94D2Ac33a39bCE1Fe78631088Db', asset: 'VELO', tags: [] },
  { symbol: 'SNX', address: '0x8700dAec35aF8Ff88c16BdF0418774CB3D7599B4', asset: 'SNX', tags: [] },
  { symbol: 'UNI', address: '0x6fd9d7AD17242c41f7131d257212c54A0e816691', asset: 'UNI', tags: [] },
  { symbol: 'ZRO', address: '0x6985884C4392D348587B19cb9eAAf157F13271cd', asset: 'ZRO', tags: [] },
  { symbol: 'YFI', address: '0x9046D36440290FfDE54FE0DD84Db8b1CfEE9107B', asset: 'YFI', tags: [] },
];

/** Polygon (137). */
const POLYGON: readonly SelectedToken[] = [
  { symbol: 'WMATIC', address: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270', asset: 'POL', tags: ['wrapped'], feedBase: 'MATIC' },
  { symbol: 'WETH', address: '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619', asset: 'ETH', tags: [], feedBase: 'ETH' },
  { symbol: 'stMATIC', address: '0x3A58a54C066FdC0f2D55FC9C89F0415C92eBf3C4', asset: 'stMATIC', tags: [] },
  { symbol: 'MaticX', address: '0xfa68FB4628DFF1028CFEc22b4162FCcd0d45efb6', asset: 'MaticX', tags: [] },
  { symbol: 'USDC', address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', asset: 'USDC', tags: ['stablecoin'], peg: 'USD' },
  { symbol: 'USDC.e', address: '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174', asset: 'USDC', tags: ['stablecoin'], peg: 'USD', feedBase: 'USDC' },
  { symbol: 'USDT', address: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F', asset: 'USDT', tags: ['stablecoin'], peg: 'USD' },
  { symbol: 'DAI', address: '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063', asset: 'DAI', tags: ['stablecoin'], peg: 'USD' },
  { symbol: 'EURS', address: '0xE111178A87A3BFf0c8d18DECBa5798827539Ae99', asset: 'EURS', tags: ['stablecoin'], peg: 'EUR' },
  { symbol: 'miMATIC', address: '0xa3Fa99A148fA48D14Ed51d610c367C61876997F1', asset: 'MAI', tags: ['stablecoin'], peg: 'USD' },
  { symbol: 'WBTC', address: '0x1BFD67037B42Cf73acF2047067bd4F2C47D9BfD6', asset: 'BTC', tags: [], feedBase: 'BTC' },
  { symbol: 'LINK', address: '0x53E0bca35eC356BD5ddDFebbD1Fc0fD03FaBad39', asset: 'LINK', tags: [] },
  { symbol: 'AAVE', address: '0xD6DF932A45C0f255f85145f286eA0b292B21C90B', asset: 'AAVE', tags: [] },
  { symbol: 'CRV', address: '0x172370d5Cd63279eFa6d502DAB29171933a610AF', asset: 'CRV', tags: [] },
  { symbol: 'BAL', address: '0x9a71012B13CA4d3D0Cdc72A177DF3ef03b0E76A3', asset: 'BAL', tags: [] },
  { symbol: 'SUSHI', address: '0x0b3F868E0BE5597D5DB7fEB59E1CADBb0fdDa50a', asset: 'SUSHI', tags: [] },
  { symbol: 'GHST', address: '0x385Eeac5cB85A38A9a07A70c73e0a3271CfB54A7', asset: 'GHST', tags: [] },
  { symbol: 'DPI', address: '0x85955046DF4668e1DD369D2DE9f3AEB98DD2A369', asset: 'DPI', tags: [] },
  { symbol: 'UNI', address: '0xb33EaAd8d922B1083446DC23f610c2567fB5180f', asset: 'UNI', tags: [] },
  { symbol: 'COMP', address: '0x8505b9d2254A7Ae468c0E9dd10Ccea3A837aef5c', asset: 'COMP', tags: [] },
  { symbol: 'GRT', address: '0x5fe2B58c013d7601147DcdD68C143A77499f5531', asset: 'GRT', tags: [] },
  { symbol: 'MKR', address: '0x6f7C932e7684666C9fd1d44527765433e01fF61d', asset: 'MKR', tags: [] },
  { symbol: 'MANA', address: '0xA1c57f48F0Deb89f569dFbE6E2B7f46D33606fD4', asset: 'MANA', tags: [] },
  { symbol: 'SNX', address: '0x50B728D8D964fd00C2d0AAD81718b71311feF68a', asset: 'SNX', tags: [] },
  { symbol: 'YFI', address: '0xDA537104D6A5edd53c6fBba9A898708E465260b6', asset: 'YFI', tags: [] },
  { symbol: 'ZRO', address: '0x6985884C4392D348587B19cb9eAAf157F13271cd', asset: 'ZRO', tags: [] },
];

/** Base (8453). */
const BASE: readonly SelectedToken[] = [
  { symbol: 'WETH', address: '0x4200000000000000000000000000000000000006', asset: 'ETH', tags: ['wrapped'], feedBase: 'ETH' },
  { symbol: 'USDC', address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', asset: 'USDC', tags: ['stablecoin'], peg: 'USD' },
  { symbol: 'USDbC', address: '0xd9aAEc86B65D86f6A7B5B1b0c42FFA531710b6CA', asset: 'USDC', tags: ['stablecoin'], peg: 'USD', feedBase: 'USDC' },
  { symbol: 'DAI', address: '0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb', asset: 'DAI', tags: ['stablecoin'], peg: 'USD' },
  { symbol: 'EURC', address: '0x60a3E35Cc302bFA44Cb288Bc5a4F316Fdb1adb42', asset: 'EURC', tags: ['stablecoin'], peg: 'EUR' },
  { symbol: 'cbBTC', address: '0xcbB7C0000aB88B473b1f5aFd9ef808440eed33Bf', asset: 'BTC', tags: [], feedBase: 'BTC' },
  { symbol: 'cbETH', address: '0x2Ae3F1Ec7F1F5012CFEab0185bfc7aa3cf0DEc22', asset: 'cbETH', tags: [] },
  { symbol: 'wstETH', address: '0xc1CBa3fCea344f92D9239c08C0568f6F2F0ee452', asset: 'wstETH', tags: [] },
  { symbol: 'rETH', address: '0xB6fe221Fe9EeF5aBa221c348bA20A1Bf5e73624c', asset: 'rETH', tags: [] },
  { symbol: 'weETH', address: '0x04C0599Ae5A44757c0af6F9eC3b93da8976c150A', asset: 'weETH', tags: [] },
  { symbol: 'AERO', address: '0x940181a94A35A4569E4529A3CDfB74e38FD98631', asset: 'AERO', tags: [] },
  { symbol: 'DEGEN', address: '0x4ed4E862860beD51a9570b96d89aF5E1B0Efefed', asset: 'DEGEN', tags: [] },
  { symbol: 'BRETT', address: '0x532f27101965dd16442E59d40670FaF5eBB142E4', asset: 'BRETT', tags: [] },
  { symbol: 'WELL', address: '0xA88594D404727625A9437C3f886C7643872296AE', asset: 'WELL', tags: [] },
  { symbol: 'ZRO', address: '0x6985884C4392D348587B19cb9eAAf157F13271cd', asset: 'ZRO', tags: [] },
  { symbol: 'CRV', address: '0x8Ee73c484A26e0A5df2Ee2a4960B789967dd0415', asset: 'CRV', tags: [] },
  { symbol: 'SEAM', address: '0x1C7a460413dD4e964f96D8dFC56E7223cE88CD85', asset: 'SEAM', tags: [] },
  { symbol: 'YFI', address: '0x9EaF8C1E34F05a589EDa6BAfdF391Cf6Ad3CB239', asset: 'YFI', tags: [] },
  { symbol: 'PRIME', address: '0xfA980cEd6895AC314E7dE34Ef1bFAE90a5AdD21b', asset: 'PRIME', tags: [] },
];

/** Arbitrum One (42161). */
const ARBITRUM_ONE: readonly SelectedToken[] = [
  { symbol: 'WETH', address: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1', asset: 'ETH', tags: ['wrapped'], feedBase: 'ETH' },
  { symbol: 'USDC', address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831', asset: 'USDC', tags: ['stablecoin'], peg: 'USD' },
  { symbol: 'USDC.e', address: '0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8', asset: 'USDC', tags: ['stablecoin'], peg: 'USD', feedBase: 'USDC' },
  { symbol: 'USDT', address: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9', asset: 'USDT', tags: ['stablecoin'], peg: 'USD' },
  { symbol: 'DAI', address: '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1', asset: 'DAI', tags: ['stablecoin'], peg: 'USD' },
  { symbol: 'LUSD', address: '0x93b346b6BC2548dA6A1E7d98E9a421B42541425b', asset: 'LUSD', tags: ['stablecoin'], peg: 'USD' },
  { symbol: 'WBTC', address: '0x2f2a2543B76A4166549F7aaB2e75Bef0aefC5B0f', asset: 'BTC', tags: [], feedBase: 'BTC' },
  { symbol: 'ARB', address: '0x912CE59144191C1204E64559FE8253a0e49E6548', asset: 'ARB', tags: [] },
  { symbol: 'LINK', address: '0xf97f4df75117a78c1A5a0DBb814Af92458539FB4', asset: 'LINK', tags: [] },
  { symbol: 'AAVE', address: '0xba5DdD1f9d7F570dc94a51479a000E3BCE967196', asset: 'AAVE', tags: [] },
  { symbol: 'wstETH', address: '0x5979D7b546E38E414F7E9822514be443A4800529', asset: 'wstETH', tags: [] },
  { symbol: 'rETH', address: '0xEC70Dcb4A1EFa46b8F2D97C310C9c4790ba5ffA8', asset: 'rETH', tags: [] },
  { symbol: 'weETH', address: '0x35751007a407ca6FEFfE80b3cB397736D2cf4dbe', asset: 'weETH', tags: [] },
  { symbol: 'GMX', address: '0xfc5A1A6EB076a2C7aD06eD22C90d7E710E35ad0a', asset: 'GMX', tags: [] },
  { symbol: 'PENDLE', address: '0x0c880f6761F1af8d9Aa9C466984b80DAb9a8c9e8', asset: 'PENDLE', tags: [] },
  { symbol: 'MAGIC', address: '0x539bdE0d7Dbd336b79148AA742883198BBF60342', asset: 'MAGIC', tags: [] },
  { symbol: 'ZRO', address: '0x6985884C4392D348587B19cb9eAAf157F13271cd', asset: 'ZRO', tags: [] },
  { symbol: 'UNI', address: '0xFa7F8980b0f1E64A2062791cc3b0871572f1F7f0', asset: 'UNI', tags: [] },
  { symbol: 'CRV', address: '0x11cDb42B0EB46D95f990BeDD4695A6e3fA034978', asset: 'CRV', tags: [] },
  { symbol: 'LDO', address: '0x13Ad51ed4F1B7e9Dc168d8a00cB3f4dDD85EfA60', asset: 'LDO', tags: [] },
  { symbol: 'COMP', address: '0x354A6dA3fcde098F8389cad84b0182725c6C91dE', asset: 'COMP', tags: [] },
  { symbol: 'SUSHI', address: '0xd4d42F0b6DEF4CE0383636770eF773390d85c61A', asset: 'SUSHI', tags: [] },
  { symbol: 'GRT', address: '0x9623063377AD1B27544C965cCd7342f7EA7e88C7', asset: 'GRT', tags: [] },
];

/**
 * The base asset of the native coin's Chainlink feed, by chain id, where it is
 * not the coin's asset (domain/chains.ts). POL replaced MATIC, but the
 * Polygon proxy Aave and Compound read for it, 0xAB59…2dE0, is "MATIC / USD"
 * in Chainlink's lists (docs/registries.md, Polygon). If Chainlink's list
 * renames it, set this and WMATIC's feedBase to the new base.
 */
export const NATIVE_FEED_BASE: ReadonlyMap<number, string> = new Map([[137, 'MATIC']]);

/** The curated selection of every L2 this script rebuilds, by chain id. */
export const L2_SELECTION: ReadonlyMap<number, readonly SelectedToken[]> = new Map([
  [10, OP_MAINNET],
  [137, POLYGON],
  [8453, BASE],
  [42161, ARBITRUM_ONE],
]);
