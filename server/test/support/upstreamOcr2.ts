/**
 * libocr's OCR2 aggregator (`AccessControlledOCR2Aggregator`, smartcontractkit/libocr `contract2/`,
 * vendored unchanged under server/contracts/vendor/libocr/) compiled with solc 0.8.19, the version its
 * sources pin, on a ClockChain (upstreamChainlink.ts). Rounds are real OCR2 transmissions: `setConfig`
 * with signers whose keys the test holds, then `transmit` of a report (observations, their timestamp)
 * signed by f + 1 of them over the config digest, epoch and round, sent by a configured transmitter.
 */
import {
  concat,
  encodeAbiParameters,
  encodeDeployData,
  encodeFunctionData,
  encodePacked,
  decodeFunctionResult,
  keccak256,
  numberToHex,
  pad,
  parseSignature,
  toHex,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { ContractArtifact } from '../../demo/compile';
import { libocrArtifact, MAX_ANSWER, MIN_ANSWER, NO_ACCESS_CONTROLLER, NO_LINK } from './libocrBuild';
import type { ClockChain, Transaction } from './upstreamChainlink';

const CONTRACT: readonly [string, string] = ['contract2/AccessControlledOCR2Aggregator.sol', 'AccessControlledOCR2Aggregator'];
/**
 * The settings libocr built its own Go binding with: keccak256 of the creation code in
 * gethwrappers2/accesscontrolledocr2aggregator/accesscontrolledocr2aggregator.go (`Bin`, libocr at
 * 0a5e2f9), which this build reproduces byte for byte (optimizer 200 or 1,000,000 runs do not).
 */
const SETTINGS = { optimizer: { enabled: true, runs: 10_000 }, metadata: { bytecodeHash: 'none' as const } };
export const LIBOCR_OCR2_BIN_KECCAK = '0x1933350d3e15a7b0a19116f03ae066d9bc09ed56a7d3b399bb0a2af1a2ca538f';
/** The CBOR tail of the runtime code: {"solc": 0.8.19}, nothing else (bytecodeHash none). */
export const SOLC_0_8_19_METADATA_TAIL = 'a164736f6c6343000813000a';

/** The compiled aggregator; throws unless solc 0.8.19 made it. */
export const ocr2Artifact = (): Promise<ContractArtifact> =>
  libocrArtifact({ folder: 'contract2', contract: CONTRACT, compiler: 'solc-0.8.19', settings: SETTINGS, metadataTail: SOLC_0_8_19_METADATA_TAIL });

/** An oracle set (OCR1 and OCR2 alike): f = 1 needs 4 oracles (3f < n) and f + 1 = 2 signatures a report. */
export interface OcrOracles {
  signers: readonly PrivateKeyAccount[];
  transmitters: readonly Address[];
  f: number;
}

export async function ocrOracles(chain: ClockChain, label: string): Promise<OcrOracles> {
  const signers = [0, 1, 2, 3].map((index) => privateKeyToAccount(keccak256(toHex(`ribbit ocr signer ${label} ${index}`))));
  return { signers, transmitters: await chain.accounts(4), f: 1 };
}

export function ocr2AggregatorDeploy(chain: ClockChain, artifact: ContractArtifact, opts: { decimals: number; description: string }): Transaction {
  const args = [NO_LINK, MIN_ANSWER, MAX_ANSWER, NO_ACCESS_CONTROLLER, NO_ACCESS_CONTROLLER, opts.decimals, opts.description] as const;
  return { from: chain.deployer, data: encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args }) };
}

export function setConfig(chain: ClockChain, abi: Abi, aggregator: Address, oracles: OcrOracles): Transaction {
  // OCR2Aggregator.setConfig requires onchainConfig = abi.encodePacked(uint8(1), minAnswer, maxAnswer).
  const onchainConfig = encodePacked(['uint8', 'int192', 'int192'], [1, MIN_ANSWER, MAX_ANSWER]);
  const signers = oracles.signers.map((signer) => signer.address);
  const data = encodeFunctionData({ abi, functionName: 'setConfig', args: [signers, oracles.transmitters, oracles.f, onchainConfig, 1n, '0x'] });
  return { from: chain.deployer, to: aggregator, data };
}

/** Lists `reader` (the proxy) on the aggregator's read access list, as mainnet's feeds list their proxy. */
export function addReader(chain: ClockChain, abi: Abi, aggregator: Address, reader: Address): Transaction {
  return { from: chain.deployer, to: aggregator, data: encodeFunctionData({ abi, functionName: 'addAccess', args: [reader] }) };
}

/** The digest the aggregator's latest setConfig produced, which every report is signed over. */
export async function configDigest(chain: ClockChain, abi: Abi, aggregator: Address): Promise<Hex> {
  const data = await chain.call(aggregator, encodeFunctionData({ abi, functionName: 'latestConfigDetails' }));
  if (data === null) throw new Error('latestConfigDetails reverted');
  const [, , digest] = decodeFunctionResult({ abi, functionName: 'latestConfigDetails', data }) as readonly [number, number, Hex];
  return digest;
}

/**
 * A `transmit` of one report: observations (the median is the answer) made at `observedAt`, for OCR
 * epoch `epoch` (round 1), signed by the first f + 1 signers over
 * keccak256(abi.encode(keccak256(report), reportContext)), as OCR2Aggregator.transmit checks them.
 */
export async function transmit(
  abi: Abi,
  aggregator: Address,
  oracles: OcrOracles,
  opts: { digest: Hex; epoch: number; observedAt: number; observations: readonly bigint[] },
): Promise<Transaction> {
  const observations = [...opts.observations].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // Observer i made the i-th observation: one byte each, left-aligned in a bytes32.
  const observers = pad(concat(observations.map((_, index) => numberToHex(index, { size: 1 }))), { dir: 'right', size: 32 });
  const report = encodeAbiParameters(
    [{ type: 'uint32' }, { type: 'bytes32' }, { type: 'int192[]' }, { type: 'int192' }],
    [opts.observedAt, observers, observations, 0n],
  );
  const epochAndRound = numberToHex((BigInt(opts.epoch) << 8n) | 1n, { size: 32 });
  const reportContext = [opts.digest, epochAndRound, numberToHex(0, { size: 32 })] as const;
  const hash = keccak256(encodeAbiParameters([{ type: 'bytes32' }, { type: 'bytes32[3]' }], [keccak256(report), reportContext]));
  const signatures = await Promise.all(oracles.signers.slice(0, oracles.f + 1).map(async (signer) => parseSignature(await signer.sign({ hash }))));
  const rs = signatures.map((signature) => signature.r);
  const ss = signatures.map((signature) => signature.s);
  // rawVs: byte i is signature i's recovery id (v − 27), as ecrecover(h, uint8(rawVs[i]) + 27, r, s) reads it.
  const rawVs = pad(concat(signatures.map((signature) => numberToHex(signature.yParity, { size: 1 }))), { dir: 'right', size: 32 });
  const data = encodeFunctionData({ abi, functionName: 'transmit', args: [reportContext, report, rs, ss, rawVs] });
  return { from: oracles.transmitters[0], to: aggregator, data };
}

/** A live aggregator whose rounds the test transmits: each report in the next OCR epoch. */
export interface OcrAggregator {
  address: Address;
  /** A transmission of `answer` (the median of three observations around it), mined by the caller at `at`. */
  report(at: number, answer: bigint): Promise<Transaction>;
}

/** OCR oracles observe a few seconds before the report lands on-chain: an OCR2 round's startedAt (observationsTimestamp) trails its updatedAt. */
export const OBSERVATION_LEAD_SECONDS = 7;

/** Three oracles' observations around a price; the median (the middle one) is the answer. */
export const observationsAround = (answer: bigint): bigint[] => [answer - 3n, answer, answer + 5n];

/** An OCR2 aggregator deployed at `at`, configured at `at + 1` with `reader` (a proxy) on its read list. */
export async function deployOcr2Aggregator(
  chain: ClockChain,
  artifact: ContractArtifact,
  at: number,
  opts: { decimals: number; description: string; reader: Address | null; label: string },
): Promise<OcrAggregator> {
  const [address] = await chain.mine(at, [ocr2AggregatorDeploy(chain, artifact, opts)]);
  const oracles = await ocrOracles(chain, opts.label);
  await chain.mine(at + 1, [setConfig(chain, artifact.abi, address, oracles), ...(opts.reader ? [addReader(chain, artifact.abi, address, opts.reader)] : [])]);
  const digest = await configDigest(chain, artifact.abi, address);
  let epoch = 0;
  return {
    address,
    report: (reportAt, answer) =>
      transmit(artifact.abi, address, oracles, {
        digest,
        epoch: ++epoch,
        observedAt: reportAt - OBSERVATION_LEAD_SECONDS,
        observations: observationsAround(answer),
      }),
  };
}
