/**
 * The accounts the lending markets' seeding acts as: `defi.eth`, the demo wallet with positions
 * (docs/local-chain.md), and a liquidity provider whose deposits a demo loan is drawn from. The
 * provider is no demo wallet: nobody asks Ribbit about it.
 */
import { getAddress, type Address } from 'viem';

export const DEFI_WALLET: Address = getAddress('0x7777777777777777777777777777777777777777');
export const LIQUIDITY_PROVIDER: Address = getAddress('0x000000000000000000000000000000000001a11e');
