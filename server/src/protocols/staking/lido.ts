/**
 * Lido: wstETH, read as its stETH at the token's own stEthPerToken() and expressed as ETH (stETH is redeemed 1:1 for ETH through Lido's withdrawal queue).
 * Only Ethereum is read: on Base the token is a bridged ERC-20 without the rate function, and a rate
 * feed there was not confirmed by two sources (docs/positions.md).
 */
import { NATIVE_TOKEN_ADDRESS } from '../../domain/types';
import { defineProtocol } from '../protocol';
import { stakedTokensReader, type StakingDeployment } from './stakedToken';

export const LIDO_ON_ETHEREUM: StakingDeployment = {
  tokens: [
    {
      symbol: 'wstETH',
      decimals: 18,
      address: '0x7f39C581F595B53c5cb19bD0b3f8dA6c935E2Ca0',
      underlying: NATIVE_TOKEN_ADDRESS,
      rate: 'function stEthPerToken()',
      sources: ['aave-address-book', 'spark-address-registry'],
    },
  ],
};

export const lido = defineProtocol<StakingDeployment>({
  id: 'lido',
  name: 'Lido',
  pricing: 'exchange-rate',
  sources: [
    {
      id: 'aave-address-book',
      title: 'Aave address book, AaveV3Ethereum.sol (wstETH_UNDERLYING, wstETH_DECIMALS)',
      url: 'https://github.com/bgd-labs/aave-address-book/blob/f61c97628307d387ca93a78578970fe6db885029/src/AaveV3Ethereum.sol',
      retrieved: '2026-11-27',
    },
    {
      id: 'spark-address-registry',
      title: 'Spark address registry, Ethereum.sol (WSTETH)',
      url: 'https://github.com/sparkdotfi/spark-address-registry/blob/5348de20c16dc5174cbdede70ee959dd31f99ec1/src/Ethereum.sol',
      retrieved: '2026-11-27',
    },
    {
      id: 'lido-wsteth-source',
      title: 'Lido’s WstETH.sol (stEthPerToken: stETH per wstETH)',
      url: 'https://github.com/lidofinance/lido-dao/blob/fb0681066d59135a76d8833159d6d09f8bc09048/contracts/0.6.12/WstETH.sol',
      retrieved: '2026-11-27',
    },
  ],
  chains: { 1: LIDO_ON_ETHEREUM },
  reader: stakedTokensReader,
});
