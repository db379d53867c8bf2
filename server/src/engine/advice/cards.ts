/**
 * The answer's token cards from the plan: one per holding (and per token the plan buys where it is not held),
 * its badge the direction of its own plan lines, its words the rule that decided its asset. A holding of a
 * traded asset without lines of its own keeps its badge at hold and points to the holding that trades, so a
 * badge always says what its card says.
 */
import { chainName } from '../../domain/chains';
import { judged } from '../plan/judged';
import type { PlanAsset, PlanHolding } from '../plan/model';
import type { PlannerOutcome } from '../plan/planner';
import type { LedgerStep } from '../plan/steps';
import { RULE_BOOK, type Reason } from '../rules/book';
import { sparkline } from '../sparkline';
import { afterWords, cashFlowWords, keptWords, otherHoldingWords, tradedWords, type CardTrade, type Words } from '../text/cardWords';
import { priceNotes } from '../text/priceNotes';
import type { Action, AdvisedToken } from '../types';
import type { AssetVerdict } from './verdict';

interface Told {
  reason: Reason;
  detail: string;
  call?: string;
}

interface CardContext {
  outcome: PlannerOutcome;
  /** The plan's lines, by ledger index of the holding they trade. */
  linesOf: Map<number, LedgerStep[]>;
  verdicts: Map<PlanAsset, AssetVerdict>;
  /** Each asset's reason, detail and hold call, written once for all its cards. */
  told: Map<PlanAsset, Told>;
}

const actionOf = (lines: readonly LedgerStep[]): Action => {
  if (lines.length === 0) return 'hold';
  const { action } = lines[0].step;
  return action === 'repay' ? 'hold' : action;
};

/** What moved in and out of a cash holding, in cents. */
function cashFlows({ ledger }: PlannerOutcome, holding: PlanHolding): { inUsd: number; outUsd: number } {
  let [into, out] = [0, 0];
  for (const flow of ledger.flows) {
    if (flow.to === holding.index) into += flow.cents;
    if (flow.from === holding.index) out += flow.cents;
  }
  return { inUsd: into / 100, outUsd: out / 100 };
}

/** The stablecoins the lines go into or are paid with, each once, in line order. */
function cashSymbols(lines: readonly LedgerStep[]): string[] {
  const symbols: string[] = [];
  for (const { step } of lines) if (step.cash && !symbols.includes(step.cash.symbol)) symbols.push(step.cash.symbol);
  return symbols;
}

function cardTrade(asset: PlanAsset, holding: PlanHolding, lines: readonly LedgerStep[]): CardTrade {
  const cents = lines.reduce((sum, { step }) => sum + Math.round(step.usd * 100), 0);
  const side = lines[0].step.action.startsWith('buy') ? 'buy' : 'sell';
  const severalChains = new Set(asset.holdings.map((entry) => entry.token.chainId)).size > 1;
  const held = holding.held?.valueUsd ?? 0;
  return {
    side,
    units: lines.reduce((sum, { step }) => sum + step.units, 0),
    usd: cents / 100,
    symbol: holding.token.symbol,
    cash: cashSymbols(lines),
    where: severalChains ? `on ${chainName(holding.token.chainId)}` : '',
    ...(side === 'sell' && held > 0 ? { share: Math.min(1, cents / 100 / held) } : {}),
    ...(side === 'buy' && holding.held ? { more: true } : {}),
  };
}

function wordsFor(
  context: CardContext,
  asset: PlanAsset,
  holding: PlanHolding,
  lines: readonly LedgerStep[],
  trade: CardTrade | null,
  lead: PlanHolding,
): Words {
  const { outcome, linesOf } = context;
  const { reason, detail, call } = toldOf(context, asset);
  if (trade) {
    const after = judged(outcome.after, outcome.ledger.assets.indexOf(asset));
    return tradedWords(asset.symbol, trade, reason, afterWords(after.weight, after.swingShare), detail);
  }
  if (asset.kind === 'cash') {
    const { inUsd, outUsd } = cashFlows(outcome, holding);
    const afterUsd = outcome.ledger.cents[holding.index] / 100;
    if (!holding.held) {
      const trade: CardTrade = { side: 'buy', units: inUsd / holding.price, usd: inUsd, symbol: holding.token.symbol, cash: [], where: '' };
      return tradedWords(asset.symbol, { ...trade, cash: ['the plan’s sales'] }, reason, '', detail);
    }
    return keptWords(reason, detail, cashFlowWords(inUsd, outUsd, afterUsd));
  }
  if (holding === lead) return keptWords(reason, detail, '', call);
  const leadLines = linesOf.get(lead.index) ?? [];
  const verb = leadLines.length === 0 ? null : leadLines[0].step.action.startsWith('buy') ? 'buys' : 'sells';
  return otherHoldingWords(holding.token.symbol, chainName(holding.token.chainId), { symbol: lead.token.symbol, chain: chainName(lead.token.chainId) }, verb);
}

/** The asset's reason, detail and hold call in its rule's words (rules/book), written once. */
function toldOf(context: CardContext, asset: PlanAsset): Told {
  let told = context.told.get(asset);
  if (!told) {
    const verdict = context.verdicts.get(asset);
    if (!verdict) throw new Error(`No verdict for ${asset.symbol}`);
    const record = RULE_BOOK[verdict.rule];
    told = { reason: record.reason(verdict.facts), detail: record.detail(verdict.facts), ...(record.call ? { call: record.call } : {}) };
    context.told.set(asset, told);
  }
  return told;
}

/** The holding the asset's words are told on: its largest line, else its largest holding. */
function leadOf(context: CardContext, asset: PlanAsset): PlanHolding {
  let lead = asset.holdings[0];
  let largest = 0;
  for (const holding of asset.holdings) {
    const usd = (context.linesOf.get(holding.index) ?? []).reduce((sum, { step }) => sum + step.usd, 0);
    if (usd > largest) [lead, largest] = [holding, usd];
  }
  return lead;
}

/** A liquidity position out of its range says so: it has become one token and earns nothing. */
function placeWords(words: Words, { held, token }: PlanHolding): Words {
  const place = held?.position;
  if (place?.kind !== 'liquidity' || place.inRange !== false) return words;
  return { ...words, description: `${words.description} This ${place.protocolName} position is out of its range: all ${token.symbol} now, earning no fees.` };
}

function card(context: CardContext, asset: PlanAsset, holding: PlanHolding, lead: PlanHolding): AdvisedToken {
  const lines = context.linesOf.get(holding.index) ?? [];
  const verdict = context.verdicts.get(asset);
  const trade = lines.length > 0 ? cardTrade(asset, holding, lines) : null;
  const words = placeWords(wordsFor(context, asset, holding, lines, trade, lead), holding);
  const { token, prices, held } = holding;
  const newCash = asset.kind === 'cash' && !held && lines.length === 0;
  const inUsd = newCash ? cashFlows(context.outcome, holding).inUsd : 0;
  const pointsElsewhere = lines.length === 0 && holding !== lead && asset.kind !== 'cash';
  // The optional fields are assigned rather than spread: a card is made for every holding of every answer, and
  // V8 copies a spread object property by property through its slow path.
  const advised: AdvisedToken = {
    chainId: token.chainId,
    symbol: token.symbol,
    name: token.name,
    address: token.address,
    action: newCash ? 'buy' : actionOf(lines),
    result: words.result,
    description: words.description,
    count: held?.amount ?? 0,
    price: prices.priceUsd,
    valueUsd: held?.valueUsd ?? 0,
    signals: asset.signals,
    rules: verdict?.entries ?? [],
    notes: priceNotes(prices, held?.otherPrice),
    sparkline: sparkline(prices.dailyCloses),
  };
  if (token.logoURI !== undefined) advised.icon = token.logoURI;
  if (trade) {
    advised.trade = { side: trade.side, units: trade.units, usd: trade.usd, sizeUsd: trade.usd };
    if (trade.side === 'buy') advised.trade.paidFrom = 'reserve';
  }
  if (newCash) advised.trade = { side: 'buy', units: inUsd / holding.price, usd: inUsd, sizeUsd: inUsd, paidFrom: 'holdings' };
  if (pointsElsewhere) advised.adviceOn = { chainId: lead.token.chainId, address: lead.token.address };
  if (held?.position) advised.position = held.position;
  return advised;
}

/** Every card: held assets largest first, each holding largest first; then what the plan buys that is not held. */
export function advisedTokens(outcome: PlannerOutcome, steps: readonly LedgerStep[], verdicts: Map<PlanAsset, AssetVerdict>): AdvisedToken[] {
  const linesOf = new Map<number, LedgerStep[]>();
  for (const line of steps) linesOf.set(line.holding.index, [...(linesOf.get(line.holding.index) ?? []), line]);
  const context: CardContext = { outcome, linesOf, verdicts, told: new Map() };
  const cards: AdvisedToken[] = [];
  const later: AdvisedToken[] = [];
  for (const asset of outcome.ledger.assets) {
    const lead = leadOf(context, asset);
    for (const holding of asset.holdings) {
      const touched = (linesOf.get(holding.index)?.length ?? 0) > 0 || outcome.ledger.flows.some((flow) => flow.to === holding.index);
      if (!holding.held && !touched) continue;
      (holding.held ? cards : later).push(card(context, asset, holding, lead));
    }
  }
  return [...cards, ...later];
}
