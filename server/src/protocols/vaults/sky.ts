/**
 * Sky (formerly Maker): the savings vaults sDAI (DAI in the Dai Savings Rate) and sUSDS (USDS in the Sky
 * Savings Rate), both ERC-4626 on Ethereum. sUSDS on Base and other L2s is a plain bridged token without
 * ERC-4626 (Spark's docs, "Cross-chain USDS & sUSDS"), so it is not read as a vault there.
 */
import { defineProtocol } from '../protocol';
import { vaultsReader, type VaultDeployment } from './erc4626';

/** Sky's vaults on Ethereum (the local chain seeds sDAI at its address). */
export const SKY_ON_ETHEREUM: VaultDeployment = {
  vaults: [
    {
      symbol: 'sDAI',
      decimals: 18,
      address: '0x83F20F44975D03b1b09e64809B757c47f942BEeA',
      underlying: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
      sources: ['aave-address-book', 'spark-address-registry'],
    },
    {
      symbol: 'sUSDS',
      decimals: 18,
      address: '0xa3931d71877C0E7a3148CB7Eb4463524FEc27fbD',
      underlying: '0xdC035D45d973E3EC169d2276DDab16f1e407384F',
      sources: ['sky-spells-addresses', 'spark-address-registry', 'spark-docs-susds'],
    },
  ],
};

export const sky = defineProtocol<VaultDeployment>({
  id: 'sky',
  name: 'Sky',
  pricing: 'exchange-rate',
  sources: [
    {
      id: 'aave-address-book',
      title: 'Aave address book, AaveV3Ethereum.sol (sDAI_UNDERLYING, sDAI_DECIMALS)',
      url: 'https://github.com/bgd-labs/aave-address-book/blob/f61c97628307d387ca93a78578970fe6db885029/src/AaveV3Ethereum.sol',
      retrieved: '2026-11-27',
    },
    {
      id: 'spark-address-registry',
      title: 'Spark address registry, Ethereum.sol (SDAI, SUSDS, DAI, USDS)',
      url: 'https://github.com/sparkdotfi/spark-address-registry/blob/5348de20c16dc5174cbdede70ee959dd31f99ec1/src/Ethereum.sol',
      retrieved: '2026-11-27',
    },
    {
      id: 'sky-spells-addresses',
      title: "Sky's (MakerDAO's) mainnet spell tests, the chainlog's addresses (SUSDS, USDS, MCD_DAI)",
      url: 'https://github.com/makerdao/spells-mainnet/blob/64ebd0aaf9cf911ec627cd4554ccefe28d027674/src/test/addresses_mainnet.sol',
      retrieved: '2026-11-27',
    },
    {
      id: 'spark-docs-susds',
      title: 'Spark developer docs, "sUSDS Token" (address, decimals 18)',
      url: 'https://github.com/sparkdotfi/spark-docs-v2/blob/068082d0d7b5e53af02541edb73b13372e96b9fb/docs/pages/dev/savings/susds-token.md',
      retrieved: '2026-11-27',
    },
  ],
  chains: { 1: SKY_ON_ETHEREUM },
  reader: vaultsReader,
});
