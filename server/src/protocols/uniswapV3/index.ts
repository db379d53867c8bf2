/**
 * Uniswap v3 liquidity positions: read from the NonfungiblePositionManager (its deployment and reader follow the reading framework).
 * No chain is read yet: the record has no deployment.
 */
import { defineProtocol, type Deployment } from '../protocol';

export const uniswapV3 = defineProtocol<Deployment>({
  id: 'uniswap-v3',
  name: 'Uniswap',
  pricing: 'liquidity',
  sources: [],
  chains: {},
  reader: () => {
    throw new Error('Uniswap has no deployment to read');
  },
});
