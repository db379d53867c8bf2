/**
 * A protocol's facts as data, each address naming where it was read (docs/positions.md, "Sources"),
 * as the token registries do (docs/registries.md): the protocol's own address book or deployment
 * files first, then an independent second source.
 */
import type { Address } from 'viem';

export interface ProtocolSource {
  id: string;
  title: string;
  url: string;
  /** When it was read (the stored copy's date). */
  retrieved: string;
}

export interface CitedAddress {
  address: Address;
  /** Ids of `ProtocolSource`s; two where a second independent source exists. */
  sources: readonly string[];
}
