/**
 * ether.fi: weETH, read as its eETH at the token's own getRate() and expressed as ETH (eETH is ether.fi's 1:1 claim on staked ETH).
 * Only Ethereum is read: on Base the token is a bridged ERC-20 without the rate function, and a rate
 * feed there was not confirmed by two sources (docs/positions.md).
 */
import { NATIVE_TOKEN_ADDRESS } from '../../domain/types';
import { defineProtocol } from '../protocol';
import { stakedTokensReader, type StakingDeployment } from './stakedToken';

export const ETHER_FI_ON_ETHEREUM: StakingDeployment = {
  tokens: [
    {
      symbol: 'weETH',
      decimals: 18,
      address: '0xCd5fE23C85820F7B72D0926FC9b05b43E359b7ee',
      underlying: NATIVE_TOKEN_ADDRESS,
      rate: 'function getRate()',
      sources: ['aave-address-book', 'spark-address-registry'],
    },
  ],
};

export const etherFi = defineProtocol<StakingDeployment>({
  id: 'ether-fi',
  name: 'ether.fi',
  pricing: 'exchange-rate',
  sources: [
    {
      id: 'aave-address-book',
      title: 'Aave address book, AaveV3Ethereum.sol (weETH_UNDERLYING, weETH_DECIMALS)',
      url: 'https://github.com/bgd-labs/aave-address-book/blob/f61c97628307d387ca93a78578970fe6db885029/src/AaveV3Ethereum.sol',
      retrieved: '2026-11-27',
    },
    {
      id: 'spark-address-registry',
      title: 'Spark address registry, Ethereum.sol (WEETH)',
      url: 'https://github.com/sparkdotfi/spark-address-registry/blob/5348de20c16dc5174cbdede70ee959dd31f99ec1/src/Ethereum.sol',
      retrieved: '2026-11-27',
    },
    {
      id: 'etherfi-weeth-source',
      title: 'ether.fi’s WeETH.sol (getRate: eETH per weETH)',
      url: 'https://github.com/etherfi-protocol/smart-contracts/blob/37a3ca6fe87ab8c1473bafdbf6cd5a59918a036c/src/WeETH.sol',
      retrieved: '2026-11-27',
    },
  ],
  chains: { 1: ETHER_FI_ON_ETHEREUM },
  reader: stakedTokensReader,
});
