/**
 * Rules as the planner evaluates them, on every asset of every wallet its trades leave: each condition reads a
 * slot of a signal vector (one number per signal, NaN for unknown) instead of a named field, so no object is built per
 * asset and round. Same verdicts as `fire` and `fires` (rule.ts), which the answer's "Why?" entries still use.
 */
import { filled } from '../arrays';
import type { Comparison, FiredRule, Signals } from '../types';
import { fireWith, RULE_SIGNALS, type Condition, type Rule } from './rule';

/** A slot per signal: where each one's value sits in an observation vector. */
export const SLOT = Object.fromEntries(RULE_SIGNALS.map((signal, i) => [signal, i])) as Readonly<Record<(typeof RULE_SIGNALS)[number], number>>;

/** One number per signal, at its SLOT; NaN where unknown. A plain array: V8 makes and copies one several times faster than a typed array. */
export type SignalVector = number[];

const CODES: Record<Comparison, number> = { '<': 0, '<=': 1, '>': 2, '>=': 3 };

export interface CompiledRule {
  rule: Rule;
  /** Per condition: its slot, its comparison's code and its threshold, in threes. */
  conditions: Float64Array;
  unless: Float64Array | null;
}

function packed(conditions: readonly Condition[]): Float64Array {
  const packedConditions = new Float64Array(conditions.length * 3);
  conditions.forEach((condition, i) => {
    packedConditions.set([SLOT[condition.signal], CODES[condition.comparison], condition.threshold], i * 3);
  });
  return packedConditions;
}

export function compile(rule: Rule): CompiledRule {
  return { rule, conditions: packed(rule.conditions), unless: rule.unless ? packed(rule.unless) : null };
}

/** The signals of `Signals`, in one list: a token's vector is filled from them. */
const TOKEN_SIGNALS = [
  'return30d',
  'return90d',
  'priceVsSma50',
  'volatilityAnnual',
  'maxDrawdown90d',
  'weight',
  'pegDeviation',
] as const satisfies ReadonlyArray<keyof Signals>;

/** Compiles only when the list names every signal of `Signals`: a new signal left out would read as unknown. */
type Listed<Complete extends true> = Complete;
export type EverySignalListed = Listed<[Exclude<keyof Signals, (typeof TOKEN_SIGNALS)[number]>] extends [never] ? true : false>;

/** A token's observation vector: every slot unknown, then its signals and its days of history. */
export function vectorOf(signals: Signals, historyDays: number): SignalVector {
  const vector = filled(RULE_SIGNALS.length, Number.NaN);
  for (const signal of TOKEN_SIGNALS) vector[SLOT[signal]] = signals[signal] ?? Number.NaN;
  vector[SLOT.historyDays] = historyDays;
  return vector;
}

/** The rule's "Why?" entries (rule.ts `fire`), read from a vector. */
export function fireOn(rule: Rule, vector: SignalVector): FiredRule[] {
  return fireWith(rule, (signal) => {
    const value = vector[SLOT[signal]];
    return Number.isNaN(value) ? null : value;
  });
}

function holds(observed: number, code: number, threshold: number): boolean {
  return code === 0 ? observed < threshold : code === 1 ? observed <= threshold : code === 2 ? observed > threshold : observed >= threshold;
}

/** Whether the rule fires on `vector`: every condition holds (an unknown value holds none), and not every `unless` does. */
export function firesOn({ conditions, unless }: CompiledRule, vector: SignalVector): boolean {
  for (let i = 0; i < conditions.length; i += 3) {
    const observed = vector[conditions[i]];
    if (Number.isNaN(observed) || !holds(observed, conditions[i + 1], conditions[i + 2])) return false;
  }
  if (!unless) return true;
  for (let i = 0; i < unless.length; i += 3) {
    const observed = vector[unless[i]];
    // An unknown value cannot rule the `unless` out, so it stops the rule, as in rule.ts.
    if (Number.isNaN(observed)) return false;
    if (!holds(observed, unless[i + 1], unless[i + 2])) return true;
  }
  return false;
}
