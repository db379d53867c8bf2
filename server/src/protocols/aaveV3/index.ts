/**
 * Aave v3 (Ethereum and Base): its records, readers and local chain come with the lending work (positions-lending).
 * No chain is read yet: the record has no deployment.
 */
import { defineProtocol, type Deployment } from '../protocol';

export const aaveV3 = defineProtocol<Deployment>({
  id: 'aave-v3',
  name: 'Aave',
  pricing: 'balance',
  sources: [],
  chains: {},
  reader: () => {
    throw new Error('Aave has no deployment to read');
  },
});
