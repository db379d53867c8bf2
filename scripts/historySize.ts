/**
 * `npm run history-size`: how many bytes the whale's recommendation takes in localStorage's
 * `history`, stored as the app stores it. Starts the real service (as the browser journeys do),
 * asks it for the whale demo wallet's recommendation, decodes the answer with the app's decoder,
 * makes the entry history keeps (historySlice: compactEntry) and writes it as historyStorage does.
 * Fails (exit code 1) above the issue's budget of 12 KB, or when the stored entry does not read back
 * as the entry history keeps (packedEntry.ts rebuilds icons and plan steps on reading). `--url URL` asks a service already running.
 */
import { deepStrictEqual } from 'node:assert/strict';
import { decodeRecommendation } from '../src/api/decode';
import { compactEntry } from '../src/features/history/compactEntry';
import { historyReader } from '../src/features/history/historyReader';
import { historyStorage } from '../src/features/history/historyStorage';
import { loadHistoryPacker } from '../src/features/history/storedForm';
import { startRibbit } from '../e2e/support/ribbit';

const WHALE = '0x4444444444444444444444444444444444444444';
const BUDGET_BYTES = 12 * 1024;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function main(): Promise<void> {
  const givenUrl = option('--url');
  const service = givenUrl ? null : await startRibbit();
  try {
    const response = await fetch(`${givenUrl ?? service?.url}/api/recommendations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ wallet: WHALE }),
      signal: AbortSignal.timeout(120_000),
    });
    if (!response.ok) throw new Error(`The service answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { data: unknown };
    const decoded = decodeRecommendation(body.data);
    if (!decoded) throw new Error('The app could not read the whale answer');
    const full = { ...decoded, address: WHALE, createdAt: new Date().toISOString() };
    // As the app writes the key: an array of entries, one here.
    const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');
    const compact = compactEntry(full);
    // As the app writes it once its writer has loaded (boot.tsx loads it after the first render).
    await loadHistoryPacker();
    const written: unknown = JSON.parse(JSON.stringify(historyStorage.toStored({ entries: [compact] })));
    deepStrictEqual(historyReader.fromStored(written)?.entries, [compact], 'The stored whale entry does not read back as it was kept');
    const stored = bytes(written);
    const before = bytes([full]);
    console.log(`whale (${WHALE}): ${full.tokens.length} tokens${full.plan ? `, a plan of ${full.plan.steps.length} steps` : ', no plan'}`);
    console.log(`history entry as decoded (before version 3): ${before} bytes (${(before / 1024).toFixed(1)} KiB)`);
    console.log(`history entry as stored now:                 ${stored} bytes (${(stored / 1024).toFixed(1)} KiB), budget ${BUDGET_BYTES}`);
    if (stored > BUDGET_BYTES) {
      console.error('Over budget: the whale entry must be at most 12 KB.');
      process.exitCode = 1;
    }
  } finally {
    await service?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
