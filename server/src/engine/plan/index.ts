/** The plan: worked out on the wallet it leaves (planner.ts), written as lines that add up (steps.ts). */
export { assemblePlan } from './assemble';
export { workOutPlan, type PlannerOutcome, type Traded } from './planner';
export type { Judged } from './judged';
export { planLines, type LedgerStep, type PlanLines } from './steps';
