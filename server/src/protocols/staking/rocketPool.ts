/**
 * Rocket Pool: rETH read as its ETH at getExchangeRate (its deployment and reader follow the reading framework).
 * No chain is read yet: the record has no deployment.
 */
import { defineProtocol, type Deployment } from '../protocol';

export const rocketPool = defineProtocol<Deployment>({
  id: 'rocket-pool',
  name: 'Rocket Pool',
  pricing: 'exchange-rate',
  sources: [],
  chains: {},
  reader: () => {
    throw new Error('Rocket Pool has no deployment to read');
  },
});
