/**
 * Several wallets asked as one (`{"wallets": […]}`, docs/api.md): each wallet is advised by the
 * same pipeline as one wallet alone, and the answers are put side by side in one answer. The plan
 * moves no money between wallets (docs/engine.md "Several wallets"): each wallet's buys are paid
 * from that wallet's own stablecoins and sales, as each chain's are, so its steps are that wallet's
 * plan, named by `wallet`. What does not add up across wallets is left out rather than made up:
 * the wallet figures (`portfolio`), each chain's money and the wallet after the plan.
 */
import type { ChainStatus, Plan, Recommendation } from '../../../contract';

/** What one wallet's part is called in the overview: the name typed, else the address. */
const labelOf = ({ address, ensName }: Recommendation) => ensName ?? address;
const cents = (usd: number) => Math.round(usd * 100) / 100;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A chain is read for the answer only when it was read for every wallet. */
function chainsOf(answers: readonly Recommendation[]): ChainStatus[] {
  return answers[0].chains.map(
    (first) => answers.map((answer) => answer.chains.find((chain) => chain.chainId === first.chainId) ?? first).find((chain) => chain.status !== 'ok') ?? first,
  );
}

/** The plans side by side: every step, named by its wallet, and the money they move, added up. */
function planOf(answers: readonly Recommendation[]): Plan | undefined {
  const plans = answers.flatMap((answer) => (answer.plan ? [{ plan: answer.plan, wallet: answer.address }] : []));
  if (plans.length === 0) return undefined;
  const total = (pick: (plan: Plan) => number) => cents(sum(plans.map(({ plan }) => pick(plan))));
  const targets = plans.map(({ plan }) => plan.reserveTargetUsd);
  return {
    steps: plans.flatMap(({ plan, wallet }) => plan.steps.map((step) => ({ wallet, ...step }))),
    reserveBeforeUsd: total((plan) => plan.reserveBeforeUsd),
    raisedUsd: total((plan) => plan.raisedUsd),
    spentUsd: total((plan) => plan.spentUsd),
    reserveAfterUsd: total((plan) => plan.reserveAfterUsd),
    ...(targets.every((target) => target !== undefined) ? { reserveTargetUsd: cents(sum(targets)) } : {}),
  };
}

/** Each day's value added up, when every wallet has the same days; else none. */
function valueHistoryOf(answers: readonly Recommendation[]): number[] | undefined {
  const histories = answers.map((answer) => answer.valueHistory);
  const [first] = histories;
  if (first === undefined || histories.some((history) => history?.length !== first.length)) return undefined;
  return first.map((_, day) => cents(sum(histories.map((history) => history?.[day] ?? 0))));
}

/** One answer for several wallets' answers, in the order asked. `id` and `generatedAt` are the merged answer's own. */
export function mergeWallets(answers: readonly Recommendation[], id: string, generatedAt: string): Recommendation {
  const [first] = answers;
  const plan = planOf(answers);
  const valueHistory = valueHistoryOf(answers);
  const loans = answers.flatMap((answer) => answer.loans ?? []);
  return {
    id,
    address: first.address,
    wallets: answers.map(({ address, ensName, totalValueUsd }) => ({ address, ...(ensName === undefined ? {} : { ensName }), totalValueUsd })),
    overview: answers.map((answer) => `${labelOf(answer)}: ${answer.overview}`).join('\n\n'),
    tokens: answers.flatMap((answer) => answer.tokens.map((token) => ({ wallet: answer.address, ...token }))),
    setAside: answers.flatMap((answer) => answer.setAside),
    totalValueUsd: cents(sum(answers.map((answer) => answer.totalValueUsd))),
    ...(plan === undefined ? {} : { plan }),
    ...(valueHistory === undefined ? {} : { valueHistory }),
    ...(loans.length === 0 ? {} : { loans }),
    chains: chainsOf(answers),
    engineVersion: first.engineVersion,
    generatedAt,
  };
}
