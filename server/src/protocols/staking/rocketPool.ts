/**
 * Rocket Pool: rETH, read at the token's own getExchangeRate() (the ETH backing one rETH).
 * Only Ethereum is read: on Base the token is a bridged ERC-20 without the rate function, and a rate
 * feed there was not confirmed by two sources (docs/positions.md).
 */
import { NATIVE_TOKEN_ADDRESS } from '../../domain/types';
import { defineProtocol } from '../protocol';
import { stakedTokensReader, type StakingDeployment } from './stakedToken';

export const ROCKET_POOL_ON_ETHEREUM: StakingDeployment = {
  tokens: [
    {
      symbol: 'rETH',
      decimals: 18,
      address: '0xae78736Cd615f374D3085123A210448E74Fc6393',
      underlying: NATIVE_TOKEN_ADDRESS,
      rate: 'function getExchangeRate()',
      sources: ['aave-address-book', 'spark-address-registry'],
    },
  ],
};

export const rocketPool = defineProtocol<StakingDeployment>({
  id: 'rocket-pool',
  name: 'Rocket Pool',
  pricing: 'exchange-rate',
  sources: [
    {
      id: 'aave-address-book',
      title: 'Aave address book, AaveV3Ethereum.sol (rETH_UNDERLYING, rETH_DECIMALS)',
      url: 'https://github.com/bgd-labs/aave-address-book/blob/f61c97628307d387ca93a78578970fe6db885029/src/AaveV3Ethereum.sol',
      retrieved: '2026-11-27',
    },
    {
      id: 'spark-address-registry',
      title: 'Spark address registry, Ethereum.sol (RETH)',
      url: 'https://github.com/sparkdotfi/spark-address-registry/blob/5348de20c16dc5174cbdede70ee959dd31f99ec1/src/Ethereum.sol',
      retrieved: '2026-11-27',
    },
    {
      id: 'rocketpool-reth-source',
      title: 'Rocket Pool’s RocketTokenRETH.sol (getExchangeRate: ETH backing 1 rETH)',
      url: 'https://github.com/rocket-pool/rocketpool/blob/136c246524716081a27b47339b3bbb923392ff9a/contracts/contract/token/RocketTokenRETH.sol',
      retrieved: '2026-11-27',
    },
  ],
  chains: { 1: ROCKET_POOL_ON_ETHEREUM },
  reader: stakedTokensReader,
});
