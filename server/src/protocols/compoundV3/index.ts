/**
 * Compound v3 (the USDC and WETH markets on Ethereum and Base): its records, readers and local chain come with the lending work (positions-lending).
 * No chain is read yet: the record has no deployment.
 */
import { defineProtocol, type Deployment } from '../protocol';

export const compoundV3 = defineProtocol<Deployment>({
  id: 'compound-v3',
  name: 'Compound',
  pricing: 'balance',
  sources: [],
  chains: {},
  reader: () => {
    throw new Error('Compound has no deployment to read');
  },
});
