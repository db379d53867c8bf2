/** The plan: worked out on the wallet it leaves (planner.ts), written as lines that add up (steps.ts). */
export { assemblePlan } from './assemble';
export { workOutPlan, type PlannerOutcome } from './planner';
export { planLines, type LedgerStep, type PlanLines } from './steps';
