/**
 * ENS names typed instead of a wallet address: which pass (ENSIP-15
 * normalisation, `.eth`, 44 characters; docs/api.md), and their resolution on
 * Ethereum through the Universal Resolver, with viem's getEnsAddress (the
 * address from viem's mainnet definition, server/src/chains/ensAddresses.ts).
 */
import { BaseError, ContractFunctionRevertedError, createPublicClient, fallback, getAddress, http, type Address } from 'viem';
import { mainnet } from 'viem/chains';
import { normalize } from 'viem/ens';
import { ENS_NAME_MAX_LENGTH, WALLET_FORMAT_MESSAGE, WALLET_PATTERN } from '../../../contract';
import { ChainError } from '../domain/types';
import { ApiError } from '../domain/apiError';
import { BusyError, type Turn } from '../domain/fairQueue';
import { answerTooLargeMessage, MAX_RPC_ANSWER_BYTES } from '../domain/rpcAnswerCap';
import { ensGateShare, type EnsGatePlace, type EnsRequestGate } from './ensGateShare';

/** The chain ENS lives on. */
export const ENS_CHAIN_ID = 1;
/**
 * The whole resolution, gateway round trips included: a visitor is waiting, and
 * a node that hangs is a 503 well within 3 s.
 */
export const ENS_RESOLVE_TIMEOUT_MS = 2_500;

/**
 * The address a normalised name resolves to on Ethereum; null: none (unknown name, or no address set).
 * `turn`: the visitor asking, for its fair turn at the chain's request gate, and its signal.
 */
export type EnsLookup = (name: string, turn?: Turn) => Promise<Address | null>;

/**
 * A name whose resolver answers off-chain (EIP-3668 CCIP-Read): the resolver names URLs to fetch, and
 * Ribbit fetches none. Following them would let anyone who owns a name make the service request any
 * URL, the private network's included, and a gateway that answers with another lookup would keep it
 * busy without end (docs/api.md "ENS names").
 */
export class OffchainNameError extends Error {}

/**
 * The EIP-3668 revert the Universal Resolver gives to ask for a gateway round trip (mainnet's does for an
 * off-chain resolver, through its batch gateway). A resolver's own revert under it is ResolverError, which
 * viem already answers as no address.
 */
function isOffchainLookup(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false;
  const cause = error.walk((inner) => inner instanceof ContractFunctionRevertedError);
  return (
    cause instanceof ContractFunctionRevertedError && (cause.data?.errorName === 'OffchainLookup' || cause.raw?.startsWith(OFFCHAIN_LOOKUP_SELECTOR) === true)
  );
}

/** keccak256("OffchainLookup(address,string[],bytes,bytes4,bytes)")[0..4], EIP-3668. */
const OFFCHAIN_LOOKUP_SELECTOR = '0x556f1830';

/** `response` read whole, as long as it keeps to MAX_RPC_ANSWER_BYTES; cut, and an error, past it. */
async function capped(response: Response): Promise<Response> {
  const tooLarge = () => new ChainError(answerTooLargeMessage(MAX_RPC_ANSWER_BYTES));
  if (Number(response.headers.get('content-length') ?? 0) > MAX_RPC_ANSWER_BYTES) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const reader: ReadableStreamDefaultReader<Uint8Array> | undefined = response.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    bytes += read.value.length;
    if (bytes > MAX_RPC_ANSWER_BYTES) {
      await reader?.cancel();
      throw tooLarge();
    }
    chunks.push(read.value);
  }
  return new Response(Buffer.concat(chunks), { status: response.status, statusText: response.statusText, headers: response.headers });
}

/**
 * Resolves names on the chain at `rpcUrls` (Ethereum), each HTTP request within `timeoutMs`. Each request
 * waits at `gate`, the chain's request budget (RPC_MAX_RPS_1), like every other request to the node: one
 * sent past it would push the readers' requests over the key's limit (429). The lookups hold only a
 * bounded share of the gate's queue (ensGateShare.ts), so a crowd of names never holds a balance read long.
 *
 * CCIP-Read is off: Ribbit resolves names whose records are on-chain and sends JSON-RPC to its own nodes
 * only. When the deadline passes, or the visitor goes, the lookup's request in flight is aborted, not left
 * to run, and a request still waiting at the gate leaves it without taking a token. `timeoutMs` is the
 * node's time to answer, counted once the request has its turn: it was viem's, counted from before the
 * gate, so a lookup that waited 1.2 s for its turn failed as if the node were down, and one that failed
 * so stayed in the gate's queue (no one aborted it) to take a turn later and send nothing.
 */
export function createEnsLookup(rpcUrls: readonly string[], timeoutMs: number, gate?: EnsRequestGate): EnsLookup {
  const share = gate && ensGateShare(gate);
  warmNormaliser();
  return async (name, turn = {}) => {
    const abort = new AbortController();
    const stopped = turn.signal ? AbortSignal.any([turn.signal, abort.signal]) : abort.signal;
    let place: EnsGatePlace | undefined;
    const fetchFn: typeof fetch = async (input, init) => {
      await place?.take({ visitor: turn.visitor, signal: stopped });
      // A timer of its own: an AbortSignal.timeout inside AbortSignal.any can be collected before it fires (nodejs/node#57736).
      const late = new AbortController();
      const timer = setTimeout(() => {
        late.abort(new ChainError(`the node did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
      try {
        const signal = AbortSignal.any([stopped, late.signal, ...(init?.signal ? [init.signal] : [])]);
        return await capped(await fetch(input, { ...init, signal }));
      } finally {
        clearTimeout(timer);
      }
    };
    const resolve = async () => {
      // A place first: a lookup refused (503 busy) is refused before any of viem's work.
      place = await share?.enter({ visitor: turn.visitor, signal: stopped });
      // No viem time-out (0): fetchFn counts the node's own, from the request's turn at the gate.
      const transports = rpcUrls.map((url) => http(url, { timeout: 0, retryCount: 0, fetchFn }));
      const transport = transports.length === 1 ? transports[0] : fallback(transports, { retryCount: 0 });
      const client = createPublicClient({ chain: mainnet, transport, ccipRead: false });
      // Not strict: the Universal Resolver's "no resolver / no address" reverts come back as null.
      return client.getEnsAddress({ name });
    };
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abort.abort();
        reject(new ChainError(`ENS resolution of ${name} took over ${ENS_RESOLVE_TIMEOUT_MS} ms`));
      }, ENS_RESOLVE_TIMEOUT_MS);
    });
    try {
      return await Promise.race([resolve(), deadline]);
    } catch (error) {
      if (error instanceof ChainError) throw error;
      const busy = error instanceof BaseError ? error.walk((inner) => inner instanceof BusyError) : error;
      if (busy instanceof BusyError) throw busy;
      if (isOffchainLookup(error)) throw new OffchainNameError(name);
      throw new ChainError(`ENS resolution of ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      clearTimeout(timer);
      // Over, one way or another: nothing of it stays waiting for a place, at the gate or in flight.
      abort.abort();
      place?.release();
    }
  };
}

let normaliserWarm = false;
/**
 * ENSIP-15's tables are built at the first normalisation: 0.35–0.55 s of CPU, which blocked the event
 * loop at the first name a visitor sent (in a crowd of names, everyone's answers waited). Built once
 * per process when Ethereum's lookup is made (connectChain), before the service serves a visitor: a
 * block at a later moment (a timer's) can hold a node's answer past its time-out.
 */
function warmNormaliser(): void {
  if (normaliserWarm) return;
  normaliserWarm = true;
  normalisedEnsName('ribbit.eth');
}

/** `input` as ENSIP-15 normalises it, if that is a `.eth` name within the input's limit; else null. */
export function normalisedEnsName(input: string): string | null {
  let name: string;
  try {
    name = normalize(input);
  } catch {
    return null;
  }
  return name.endsWith('.eth') && name.length <= ENS_NAME_MAX_LENGTH && name.length > '.eth'.length ? name : null;
}

const ADDRESS = new RegExp(WALLET_PATTERN);

/** The wallet a request names: an address as is (checksummed), or a name resolved on Ethereum (`turn`: the visitor's). */
export async function walletOf(input: string, lookup: EnsLookup | undefined, turn?: Turn): Promise<{ address: Address; ensName?: string }> {
  if (ADDRESS.test(input)) return { address: getAddress(input.toLowerCase()) };
  const name = normalisedEnsName(input);
  if (name === null) throw new ApiError(400, 'invalid_request', WALLET_FORMAT_MESSAGE);
  if (!lookup) {
    throw new ApiError(
      422,
      'ens_unavailable',
      `ENS names cannot be resolved here: this server does not read Ethereum. Enter the wallet's address instead of ${name}.`,
    );
  }
  const address = await lookup(name, turn).catch((error: unknown) => {
    if (!(error instanceof OffchainNameError)) throw error;
    throw new ApiError(422, 'ens_offchain', `${name} is resolved off-chain (CCIP-Read), which Ribbit does not follow. Enter the wallet's address instead.`);
  });
  if (address === null) throw new ApiError(422, 'ens_name_not_found', `No address found for ${name}`);
  return { address: getAddress(address), ensName: name };
}
