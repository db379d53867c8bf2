/**
 * npm run check:plan: issue 28's checks of every plan (server/scripts/plan/checks.ts) over the demo wallets,
 * answered by the service's own path on the local chains, and over 300 generated wallets answered by the engine;
 * then, on the generated wallets, each plan followed at its own prices and asked again. Prints each count and
 * exits 1 when any is not 0.
 */
import { startLocalChains } from '../demo/localChains';
import { recommend } from '../src/engine';
import { wireAdvice } from '../src/recommendation/wireRecommendation';
import { openStore } from '../src/store';
import type { Recommendation } from '../../contract';
import { GENERATED } from '../test/engine/properties/wallets';
import { PLAN_CHECKS } from './plan/checks';
import { adviseDemoWallets } from './plan/demoAdvice';
import { followed } from './plan/follow';
import { checkPlan } from './plan/unfunded';
import { boughtPastAQuarter, boughtPastTheTrimLine, swingRaisedUnasked } from './plan/riskChecks';
import { DEMO } from '../test/engine/properties/wallets';
import { RISK_LEVEL_IDS } from '../../contract';

function engineAnswer(input: Parameters<typeof recommend>[0]): Recommendation {
  return { id: '', address: '', ...wireAdvice(recommend(input)), chains: [], engineVersion: '', generatedAt: '' };
}

async function main(): Promise<boolean> {
  const local = await startLocalChains();
  const store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
  let failed = false;
  try {
    const demo = (await adviseDemoWallets(local, store)).map(({ wallet, recommendation }) => ({ label: wallet.profile, recommendation }));
    const generated = GENERATED.map(({ label, input }) => ({ label, recommendation: engineAnswer(input) }));
    const report = (name: string, problems: string[]) => {
      failed ||= problems.length > 0;
      console.log(`${name.padEnd(44)} ${String(problems.length).padStart(4)}${problems.length > 0 ? `   ${problems.slice(0, 3).join('; ')}` : ''}`);
    };
    for (const [set, answers] of [
      ['demo wallets', demo],
      ['300 generated wallets', generated],
    ] as const) {
      console.log(`\n${set}`);
      report(
        'unfunded buy and buy-more calls',
        answers.flatMap(({ label, recommendation }) => checkPlan(recommendation).unfunded.map((call) => `${label}: ${call}`)),
      );
      for (const [name, check] of Object.entries(PLAN_CHECKS))
        report(
          name,
          answers.flatMap(({ label, recommendation }) => check(recommendation).map((problem) => `${label}: ${problem}`)),
        );
    }
    // Issue 37: the person's own risk, with no level chosen and at each level; no new concentration.
    console.log('\nthe person’s own risk (demo wallets as engine inputs, and the 300 generated, at no level and at each)');
    const asked = [...DEMO, ...GENERATED].flatMap(({ label, input }) =>
      [undefined, ...RISK_LEVEL_IDS].map((risk) => ({ label: `${label} (${risk ?? 'no level'})`, input: risk ? { ...input, risk } : input })),
    );
    const answered = asked.map(({ label, input }) => ({ label, input, output: recommend(input) }));
    const wire = (output: ReturnType<typeof recommend>): Recommendation => ({
      id: '',
      address: '',
      ...wireAdvice(output),
      chains: [],
      engineVersion: '',
      generatedAt: '',
    });
    report(
      'plans that raise the swing unasked',
      [...demo, ...answered.map(({ label, output }) => ({ label, recommendation: wire(output) }))].flatMap(({ label, recommendation }) =>
        swingRaisedUnasked(recommendation).map((problem) => `${label}: ${problem}`),
      ),
    );
    report(
      'tokens bought past a quarter of the wallet',
      [...demo, ...answered.map(({ label, output }) => ({ label, recommendation: wire(output) }))].flatMap(({ label, recommendation }) =>
        boughtPastAQuarter(recommendation).map((problem) => `${label}: ${problem}`),
      ),
    );
    report(
      'tokens bought past the trim line',
      answered.flatMap(({ label, input, output }) => boughtPastTheTrimLine(input, output).map((problem) => `${label}: ${problem}`)),
    );
    const moving = GENERATED.flatMap(({ label, input }) => {
      const again = recommend(followed(input, recommend(input)));
      return again.plan.steps.map((step) => `${label}: ${step.action} ${step.symbol}`);
    });
    console.log('');
    report('generated plans not a fixed point (lines)', moving);
  } finally {
    await store.close();
    await local.stop();
  }
  return failed;
}

main().then(
  (failed) => process.exit(failed ? 1 : 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
