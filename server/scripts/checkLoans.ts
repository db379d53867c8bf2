/**
 * `npm run check:loans`: 100 generated loans on Aave's real code (server/test/protocols/aaveV3/realLoans.ts), single
 * and mixed collateral, stable and volatile debt. Prints each loan and a summary; exits 1 when a stated move is off
 * by more than 0.5 % from where liquidationCall first succeeds, or a stated fix falls short of its health factor.
 */
import { startLocalChains } from '../demo/localChains';
import { checkRealLoans, type StatedMove } from '../test/protocols/aaveV3/realLoans';

const movedRight = (move: StatedMove) => move.refusedShort && move.liquidatedPast;

const COUNT = Number(process.env.LOANS ?? 100);

async function main(): Promise<number> {
  const local = await startLocalChains();
  try {
    const ethereum = local.chains.find((chain) => chain.chainId === 1);
    if (!ethereum) throw new Error('the local Ethereum did not start');
    const started = Date.now();
    const results = await checkRealLoans(ethereum, COUNT);
    let failures = 0;
    for (const result of results) {
      const ok = result.withParts && result.moves.every(movedRight) && (!result.fix || result.fix.reached >= result.fix.stated);
      if (!ok) failures++;
      const moves = result.moves.map((move) => `${move.direction} ${(move.fraction * 100).toFixed(2)} % (Aave's health there ${move.healthAt.toFixed(4)})`);
      const fix = result.fix ? `; fix ${result.fix.steps}: health ${result.fix.reached.toFixed(4)}, stated ${result.fix.stated.toFixed(2)}` : '';
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${result.label}: ${moves.length > 0 ? moves.join(', ') : 'no move liquidates'}${fix}`);
    }
    const moves = results.flatMap((result) => result.moves);
    const worst = Math.max(...moves.map((move) => Math.abs(move.healthAt - 1)));
    const fixes = results.flatMap((result) => (result.fix ? [result.fix] : []));
    console.log(
      `${results.length} loans in ${((Date.now() - started) / 1000).toFixed(1)} s (${results.filter((result) => result.label.includes('+')).length} with mixed collateral): ` +
        `${moves.length} moves checked (${moves.filter((move) => move.direction === 'rise').length} rises), Aave's health at each within ${worst.toFixed(5)} of 1; ` +
        `${fixes.length} fixes, lowest margin over the stated health ${Math.min(...fixes.map((entry) => entry.reached - entry.stated)).toFixed(5)}; ${failures} failed.`,
    );
    return failures === 0 ? 0 : 1;
  } finally {
    await local.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
