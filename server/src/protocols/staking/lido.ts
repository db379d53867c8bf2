/**
 * Lido: wstETH read as its stETH at stEthPerToken (its deployment and reader follow the reading framework).
 * No chain is read yet: the record has no deployment.
 */
import { defineProtocol, type Deployment } from '../protocol';

export const lido = defineProtocol<Deployment>({
  id: 'lido',
  name: 'Lido',
  pricing: 'exchange-rate',
  sources: [],
  chains: {},
  reader: () => {
    throw new Error('Lido has no deployment to read');
  },
});
