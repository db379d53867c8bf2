/**
 * libocr's OCR1 aggregator (`AccessControlledOffchainAggregator`, smartcontractkit/libocr `contract/`,
 * vendored unchanged under server/contracts/vendor/libocr/) compiled with solc 0.7.6, the version its
 * sources pin, on a ClockChain (upstreamChainlink.ts). Rounds are real OCR1 transmissions: payees and
 * `setConfig` with signers whose keys the test holds, then `transmit` of a report (the report context
 * with the config digest, epoch and round; observers; sorted observations) signed by threshold + 1 of them.
 */
import {
  concat,
  decodeFunctionResult,
  encodeAbiParameters,
  encodeDeployData,
  encodeFunctionData,
  keccak256,
  numberToHex,
  pad,
  parseSignature,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import type { ContractArtifact } from '../../demo/compile';
import { libocrArtifact, MAX_ANSWER, MIN_ANSWER, NO_ACCESS_CONTROLLER, NO_LINK } from './libocrBuild';
import type { ClockChain, Transaction } from './upstreamChainlink';
import { addReader, observationsAround, ocrOracles, type OcrAggregator, type OcrOracles } from './upstreamOcr2';

const CONTRACT: readonly [string, string] = ['contract/AccessControlledOffchainAggregator.sol', 'AccessControlledOffchainAggregator'];
/**
 * Settings that reproduce libocr's own Go binding byte for byte: keccak256 of the creation code in
 * gethwrappers/accesscontrolledoffchainaggregator/accesscontrolledoffchainaggregator.go (`Bin`, libocr
 * at 0a5e2f9). Any optimizer runs from 12,000 to 17,500 give it; 10,000 and 20,000 do not.
 */
const SETTINGS = { optimizer: { enabled: true, runs: 15_000 }, metadata: { bytecodeHash: 'none' as const } };
export const LIBOCR_OCR1_BIN_KECCAK = '0x51f1bee463343049f505e8e8e92a414f45d724b18be2279f05d7d4c26450bb7c';
/** The CBOR tail of the runtime code: {"solc": 0.7.6}, nothing else (bytecodeHash none). */
export const SOLC_0_7_6_METADATA_TAIL = 'a164736f6c6343000706000a';

/** The compiled aggregator; throws unless solc 0.7.6 made it. */
export const ocr1Artifact = (): Promise<ContractArtifact> =>
  libocrArtifact({ folder: 'contract', contract: CONTRACT, compiler: 'solc-0.7.6', settings: SETTINGS, metadataTail: SOLC_0_7_6_METADATA_TAIL });

/** Billing all 0 (gas prices, LINK per ETH, per observation, per transmission), then the feed's own parameters. */
export function ocr1AggregatorDeploy(chain: ClockChain, artifact: ContractArtifact, opts: { decimals: number; description: string }): Transaction {
  const args = [0, 0, 0, 0, 0, NO_LINK, MIN_ANSWER, MAX_ANSWER, NO_ACCESS_CONTROLLER, NO_ACCESS_CONTROLLER, opts.decimals, opts.description] as const;
  return { from: chain.deployer, data: encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args }) };
}

/** setConfig requires each transmitter's payee set first (setPayees), then takes threshold f. */
export function ocr1Configure(chain: ClockChain, abi: Abi, aggregator: Address, oracles: OcrOracles): Transaction[] {
  const signers = oracles.signers.map((signer) => signer.address);
  return [
    { from: chain.deployer, to: aggregator, data: encodeFunctionData({ abi, functionName: 'setPayees', args: [oracles.transmitters, oracles.transmitters] }) },
    {
      from: chain.deployer,
      to: aggregator,
      data: encodeFunctionData({ abi, functionName: 'setConfig', args: [signers, oracles.transmitters, oracles.f, 1n, '0x'] }),
    },
  ];
}

/** The 16-byte digest of the latest setConfig, which every report's context carries. */
export async function ocr1ConfigDigest(chain: ClockChain, abi: Abi, aggregator: Address): Promise<Hex> {
  const data = await chain.call(aggregator, encodeFunctionData({ abi, functionName: 'latestConfigDetails' }));
  if (data === null) throw new Error('latestConfigDetails reverted');
  const [, , digest] = decodeFunctionResult({ abi, functionName: 'latestConfigDetails', data }) as readonly [number, number, Hex];
  return digest;
}

/**
 * A `transmit` of one report: abi.encode(rawReportContext, rawObservers, observations), the context
 * being 11 zero bytes, the 16-byte config digest, a 4-byte epoch and round 1; signed over
 * keccak256(report) by the first f + 1 signers, as OffchainAggregator.transmit checks them.
 */
export async function ocr1Transmit(
  abi: Abi,
  aggregator: Address,
  oracles: OcrOracles,
  opts: { digest: Hex; epoch: number; observations: readonly bigint[] },
): Promise<Transaction> {
  const observations = [...opts.observations].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const context = concat([pad('0x', { size: 11 }), opts.digest, numberToHex(opts.epoch, { size: 4 }), numberToHex(1, { size: 1 })]);
  const observers = pad(concat(observations.map((_, index) => numberToHex(index, { size: 1 }))), { dir: 'right', size: 32 });
  const report = encodeAbiParameters([{ type: 'bytes32' }, { type: 'bytes32' }, { type: 'int192[]' }], [context, observers, observations]);
  const hash = keccak256(report);
  const signatures = await Promise.all(oracles.signers.slice(0, oracles.f + 1).map(async (signer) => parseSignature(await signer.sign({ hash }))));
  const rawVs = pad(concat(signatures.map((signature) => numberToHex(signature.yParity, { size: 1 }))), { dir: 'right', size: 32 });
  const data = encodeFunctionData({
    abi,
    functionName: 'transmit',
    args: [report, signatures.map((signature) => signature.r), signatures.map((signature) => signature.s), rawVs],
  });
  return { from: oracles.transmitters[0], to: aggregator, data };
}

/** An OCR1 aggregator deployed at `at`, its payees and config set at `at + 1`, with `reader` (a proxy) on its read list. */
export async function deployOcr1Aggregator(
  chain: ClockChain,
  artifact: ContractArtifact,
  at: number,
  opts: { decimals: number; description: string; reader: Address | null; label: string },
): Promise<OcrAggregator> {
  const [address] = await chain.mine(at, [ocr1AggregatorDeploy(chain, artifact, opts)]);
  const oracles = await ocrOracles(chain, opts.label);
  await chain.mine(at + 1, [
    ...ocr1Configure(chain, artifact.abi, address, oracles),
    ...(opts.reader ? [addReader(chain, artifact.abi, address, opts.reader)] : []),
  ]);
  const digest = await ocr1ConfigDigest(chain, artifact.abi, address);
  let epoch = 0;
  return {
    address,
    report: (_at, answer) => ocr1Transmit(artifact.abi, address, oracles, { digest, epoch: ++epoch, observations: observationsAround(answer) }),
  };
}
