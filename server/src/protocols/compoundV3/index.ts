/**
 * Compound v3 (the USDC and WETH markets on Ethereum and Base): the base supplied (earning), the base
 * borrowed and every collateral the Comet lists, each the Comet's own balance; the loan weighed as Comet's
 * isLiquidatable weighs it (docs/positions.md).
 */
import { defineProtocol } from '../protocol';
import { discoverCollateral } from './collateralDiscovery';
import { COMPOUND_ON_BASE, COMPOUND_ON_ETHEREUM, COMPOUND_V3_SOURCES, type CompoundDeployment } from './deployments';

export const compoundV3 = defineProtocol<CompoundDeployment>({
  id: 'compound-v3',
  name: 'Compound',
  pricing: 'balance',
  sources: COMPOUND_V3_SOURCES,
  chains: { 1: COMPOUND_ON_ETHEREUM, 8453: COMPOUND_ON_BASE },
  discover: discoverCollateral,
});
