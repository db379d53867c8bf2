/**
 * ether.fi: weETH read as its eETH at getRate (its deployment and reader follow the reading framework).
 * No chain is read yet: the record has no deployment.
 */
import { defineProtocol, type Deployment } from '../protocol';

export const etherFi = defineProtocol<Deployment>({
  id: 'ether-fi',
  name: 'ether.fi',
  pricing: 'exchange-rate',
  sources: [],
  chains: {},
  reader: () => {
    throw new Error('ether.fi has no deployment to read');
  },
});
