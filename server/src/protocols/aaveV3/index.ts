/**
 * Aave v3 on Ethereum and Base: deposits (aTokens) and loans (variable-debt tokens) in every reserve each
 * market's Pool lists, each the underlying's balance, and the loan as the Pool's getUserAccountData
 * states it (docs/positions.md).
 */
import { defineProtocol } from '../protocol';
import { AAVE_ON_BASE, AAVE_ON_ETHEREUM, AAVE_V3_SOURCES, type AaveDeployment } from './deployments';
import { discoverReserves } from './reserveDiscovery';

export const aaveV3 = defineProtocol<AaveDeployment>({
  id: 'aave-v3',
  name: 'Aave',
  pricing: 'balance',
  sources: AAVE_V3_SOURCES,
  chains: { 1: AAVE_ON_ETHEREUM, 8453: AAVE_ON_BASE },
  discover: discoverReserves,
});
