/**
 * The rule book (rules/book): one typed record per rule id, walked whole. Every id has its record and its words;
 * every record's conditions write "Why?" entries whose figures never contradict their comparison, and the
 * planner's compiled rules decide exactly as those entries say; the hold reasons are told in one order.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ACTIONS } from '../../../../contract/actions';
import { recommend, type Comparison, type RuleSignal } from '../../../src/engine';
import { HOLD_REASON_ORDER, RULE_BOOK, ruleOf, STABLE_RULE_ORDER, TOKEN_RULE_ORDER, type AssetFacts, type RuleId } from '../../../src/engine/rules/book';
import { UNSOLD_RULES } from '../../../src/engine/rules/book/unsoldRules';
import { PLAN_RULES } from '../../../src/engine/rules/book/planRules';
import { compile, fireOn, firesOn, SLOT } from '../../../src/engine/rules/compiled';
import { fire, fires, RULE_SIGNALS } from '../../../src/engine/rules/rule';
import { holds } from '../../../src/engine/text/comparison';
import { TARGET_VOLATILITY } from '../../../src/engine/thresholds';
import { cardOf } from '../answer';
import { downtrend, flat, held, sideways, STABLE, uptrend, worth } from '../fixtures';
import { prng } from '../generated';

const IDS = Object.keys(RULE_BOOK) as RuleId[];
const budgetOf = (assets: number) => ({ assets, swing: TARGET_VOLATILITY / assets, target: TARGET_VOLATILITY, ceiling: TARGET_VOLATILITY });

/** What a rule's words may be written from: a token of the wallet, as a rule saw it. */
function facts(over: Partial<AssetFacts> = {}): AssetFacts {
  return {
    symbol: 'LINK',
    price: 18.5,
    signals: { return30d: -0.14, return90d: 0.3, priceVsSma50: -0.15, volatilityAnnual: 0.8, maxDrawdown90d: 0.4, weight: 0.163, pegDeviation: null },
    budget: budgetOf(8),
    part: 0.036,
    swingShare: 0.12,
    historyDays: 180,
    stableShare: 0.05,
    walletSwing: 0.35,
    ceiling: 0.35,
    cryptoTokens: 3,
    ...over,
  };
}

/** Figures and signs as a rule's text writes them: "part of the wallet's volatility 8.1 points ≥ 7.5 points". */
const SIGNS: Record<string, Comparison> = { '<': '<', '≤': '<=', '>': '>', '≥': '>=' };
const NUMBER = String.raw`([−+]?\$?[\d,]+(?:\.\d+)?)(?:%| points)?`;
const SHOWN = new RegExp(`${NUMBER} (<|≤|>|≥) ${NUMBER}`);
const parse = (text: string): number => Number(text.replace('−', '-').replace(/[$,+]/g, ''));

/** A figure near `threshold`: on it, a hair either side, or far either side. */
function near(random: () => number, threshold: number): number {
  const kind = random();
  if (kind < 0.2) return threshold;
  const size = kind < 0.6 ? 10 ** (-2 - 10 * random()) : random() * 2;
  return threshold + (random() < 0.5 ? -1 : 1) * size * Math.max(Math.abs(threshold), 0.01);
}

describe('the rule book', () => {
  it('has a record under every id, each with an action and its plain words', () => {
    for (const id of IDS) {
      const record = RULE_BOOK[id];
      assert.equal(record.id, id);
      assert.ok(ACTIONS.includes(record.action), `${id}: ${record.action}`);
      const sample = facts(
        id.startsWith('depeg') || id === 'on-peg' || id === 'cash-for-sales'
          ? { symbol: 'USDC', price: 0.87, signals: { ...facts().signals, pegDeviation: 0.13 } }
          : {},
      );
      const { short, long } = record.reason(sample);
      const detail = record.detail(sample);
      for (const words of [short, long, detail]) {
        assert.ok(words.length > 10, `${id}: "${words}"`);
        assert.doesNotMatch(words, /undefined|NaN|null|\bpoints\b|budget|HHI|volatility/, `${id}: no jargon, nothing missing: "${words}"`);
      }
      assert.ok(long.includes(sample.symbol), `${id}: the long reason names the token: "${long}"`);
      assert.doesNotMatch(short, /\.$/, `${id}: the short reason is the end of a sentence the card writes`);
    }
  });

  it('lists every id in exactly one of its orders: the token’s, the stablecoin’s, the unsold token’s, the hold reasons’ or the plan’s own', () => {
    const listed = [...TOKEN_RULE_ORDER, ...STABLE_RULE_ORDER, ...Object.keys(UNSOLD_RULES), ...HOLD_REASON_ORDER, ...Object.keys(PLAN_RULES)];
    assert.deepEqual([...listed].sort(), [...IDS].sort());
    assert.ok(
      HOLD_REASON_ORDER.every((id) => RULE_BOOK[id].action === 'hold'),
      'a hold reason holds',
    );
  });

  it('writes "Why?" entries whose figures never contradict their comparison, and compiled rules decide as they say (every record, 1 to 12 tokens, 300 observations each)', () => {
    for (const id of IDS) {
      for (let assets = 1; assets <= 12; assets++) {
        const rule = ruleOf(id, budgetOf(assets));
        const compiled = compile(rule);
        const conditions = [...rule.conditions, ...(rule.unless ?? [])];
        const random = prng(assets * 1_000 + IDS.indexOf(id));
        let fired = 0;
        for (let draw = 0; draw < 300; draw++) {
          const observations: Partial<Record<RuleSignal, number>> = {};
          for (const condition of conditions) observations[condition.signal] ??= near(random, condition.threshold);
          const vector = Array.from(RULE_SIGNALS, () => Number.NaN);
          for (const [signal, value] of Object.entries(observations)) vector[SLOT[signal as RuleSignal]] = value;
          const entries = fire(rule, observations);
          const label = `${id} with ${assets} tokens, ${JSON.stringify(observations)}`;
          assert.deepEqual(fireOn(rule, vector), entries, label);
          assert.equal(firesOn(compiled, vector), entries.length > 0 || (conditions.length === 0 && !rule.unless), label);
          assert.equal(fires(rule, observations), firesOn(compiled, vector), label);
          if (entries.length > 0) fired++;
          for (const entry of entries) {
            assert.deepEqual([entry.id, entry.action], [id, rule.action]);
            assert.ok(holds(entry.observed, entry.comparison, entry.threshold), `${label}: a listed condition holds`);
            const shown = SHOWN.exec(entry.text);
            if (shown) {
              assert.ok(holds(parse(shown[1]), SIGNS[shown[2]], parse(shown[3])), `${label}: "${entry.text}"`);
            } else {
              assert.match(entry.text, / (just under|at most|just over|at least) /, `${label}: said in words when no precision tells them apart`);
            }
          }
        }
        if (conditions.length > 0) assert.ok(fired > 0 && fired < 300, `${id} with ${assets} tokens fires on some draws and not others (${fired})`);
      }
    }
  });

  it('says what each line is: a budget line names the budget, the target and how many tokens share it', () => {
    const [half, twice] = fire(ruleOf('within-budget', budgetOf(8)), { riskContribution: 0.029 });
    assert.equal(
      half.text,
      "part of the wallet's volatility 2.9 points ≥ 1.9 points (half its budget of 3.8 points, the balanced level's 30.0% swing shared by 8 assets)",
    );
    assert.equal(twice.threshold, 0.075);
    assert.deepEqual(
      fire(ruleOf('trim-outsized', budgetOf(1)), { riskContribution: 0.979, walletSwing: 0.979 }).map((entry) => entry.text),
      [
        "part of the wallet's volatility 97.9 points ≥ 60.0 points (twice its budget of 30.0 points, the balanced level's 30.0% swing)",
        "the wallet's yearly swing 97.9% > 30.0% (the balanced level's 30.0%, past which Ribbit trims)",
      ],
    );
    // Within its level the same token is not trimmed: the wallet is not reshaped for its own sake.
    assert.deepEqual(fire(ruleOf('trim-outsized', budgetOf(1)), { riskContribution: 0.979, walletSwing: 0.25 }), []);
  });

  it('lists why buy more was not stopped by a downtrend, the other way round', () => {
    const entries = fire(ruleOf('under-budget', budgetOf(3)), { riskContribution: 0.01, weight: 0.2, priceVsSma50: -0.02, return30d: -0.1 });
    assert.deepEqual(
      entries.map((entry) => entry.text),
      [
        "part of the wallet's volatility 1.0 points < 5.0 points (half its budget of 10.0 points, the balanced level's 30.0% swing shared by 3 assets)",
        'share of portfolio 20.0% < 25.0%',
        'share of portfolio 20.0% ≥ 1.0%',
        'price vs 50-day average −2.0% > −5.0%',
      ],
    );
    assert.deepEqual(
      fire(ruleOf('under-budget', budgetOf(3)), { riskContribution: 0.01, weight: 0.2, priceVsSma50: null, return30d: 0.1 }),
      [],
      'an unknown trend cannot rule a downtrend out',
    );
  });
});

describe('the hold reasons, in their one order', () => {
  const reasonOf = (output: ReturnType<typeof recommend>, symbol: string) => cardOf(output, symbol).rules.at(0)?.id;

  it('a short history comes before dust', () => {
    const output = recommend({
      holdings: [held('NEW', uptrend(40), 0.01), worth('ETH', sideways(), 10_000), worth('USDC', flat(), 2_000, STABLE)],
      universe: [],
    });
    assert.equal(reasonOf(output, 'NEW'), 'short-history');
  });

  it('dust comes before a small downtrend', () => {
    const output = recommend({
      holdings: [worth('FALL', downtrend(), 50), worth('ETH', sideways(), 10_000), worth('USDC', flat(), 2_000, STABLE)],
      universe: [],
    });
    assert.equal(reasonOf(output, 'FALL'), 'dust');
  });

  it('a small downtrend comes before a share past the most Ribbit adds to', () => {
    const output = recommend({ holdings: [worth('FALL', downtrend(), 6_000), worth('USDC', flat(), 4_000, STABLE)], universe: [] });
    const fall = cardOf(output, 'FALL');
    assert.equal(fall.signals.weight, 0.6);
    assert.equal(fall.rules[0].id, 'small-downtrend');
  });

  it('a part that cannot be measured is said in words alone: there is no figure to show', () => {
    const gap = sideways().map((close, i) => (i === 170 ? 0 : close));
    const output = recommend({ holdings: [worth('GAP', gap, 3_000), worth('ETH', sideways(), 5_000), worth('USDC', flat(), 2_000, STABLE)], universe: [] });
    const token = cardOf(output, 'GAP');
    assert.deepEqual([token.action, token.rules], ['hold', []]);
    assert.equal(token.result, 'Keep it: it moves in a way Ribbit cannot measure against the rest yet.');
  });
});
