/**
 * ENS on Ethereum mainnet (chain id 1): where Ribbit resolves names, and where
 * the local Ethereum chain puts its ENS contracts. Each address is in two
 * independent public sources:
 * - viem 2.56 `chains/definitions/mainnet.ts`, `contracts.ensUniversalResolver`
 *   (what `getEnsAddress` calls), and docs.ens.domains/learn/deployments
 *   ("Universal Resolver", Mainnet);
 * - the registry: docs.ens.domains/learn/deployments ("Registry", Mainnet) and
 *   ensdomains/ens-contracts `deployments/mainnet/UniversalResolver.json`
 *   (the registry its constructor was given, `args[0]`).
 */
import type { Address } from 'viem';

export const ENS_UNIVERSAL_RESOLVER_ADDRESS: Address = '0xeEeEEEeE14D718C2B47D9923Deab1335E144EeEe';

/** Also a constant in server/contracts/EnsUniversalResolver.sol. */
export const ENS_REGISTRY_ADDRESS: Address = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e';
