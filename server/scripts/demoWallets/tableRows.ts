/**
 * The README's "Demo wallets" table, written from the answers `npm start` gives (issue 28: the table
 * matches what the service answers). Only what each wallet is for is written by hand; every figure,
 * chain, action, loan and set-aside token comes from the answer, so re-running the generator is all a
 * change of the engine's wording needs.
 */
import type { Recommendation, SetAsideToken, TokenAdvice } from '../../../contract';
import { formatUsd } from '../../../contract/format';
import type { Loan } from '../../../contract/positions';
import type { DemoWallet } from '../../demo/seed/wallets';
import { DEMO_ENS_NAMES } from '../../demo/seed/ensNames';
import { PLAN_CHECKS } from '../plan/checks';
import type { DemoAdvice } from '../plan/demoAdvice';
import { checkPlan } from '../plan/unfunded';

/** What each wallet is for: words only, no figure, so they cannot drift from the answer. */
const PURPOSE: Record<DemoWallet['profile'], string> = {
  concentrated: 'Nearly all in one volatile meme coin, PEPE, and no stablecoins.',
  balanced: 'Spread over both chains with a stablecoin reserve; UNI in a downtrend.',
  'stable-heavy': 'Mostly dollars; UST losing its peg.',
  whale: 'Every token on the Ethereum list and dollars on Base, a crashing token, a spam airdrop and an unpriced token among them.',
  empty: 'A fresh address.',
  degen: 'LUNA crashing and most of the wallet; a small downtrend (OP), a spam airdrop and an unpriced token.',
  defi: 'Most of it inside protocols, read from their own contracts ([`docs/positions.md`](docs/positions.md)).',
};

const SET_ASIDE_REASON: Record<SetAsideToken['reason'], string> = {
  'spam-name': 'spam-like name',
  unpriced: 'no price',
  'price-unavailable': 'price unavailable',
  'stale-price': 'stale price',
  unreadable: 'contract unreadable',
  'left-out': 'not read',
};

/** The order the plan takes its steps in; a card's action outside these (none today) is not listed. */
const ACTION_ORDER: readonly TokenAdvice['action'][] = ['strongly sell', 'sell', 'buy more', 'buy', 'hold'];

/** Past this many tokens one action's list is a count: the whale holds some fifty. */
const MOST_NAMED = 12;

export const TABLE_HEAD = ['| Wallet | Address | ENS name | What it shows |', '|---|---|---|---|'];

/** "A", "A and B", "A, B and C". */
function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The overview's first sentence: the plan in one line (docs/engine.md "The overview"). */
function planSentence(overview: string): string {
  const end = overview.indexOf('. ');
  const sentence = end < 0 ? overview : overview.slice(0, end + 1);
  // "The plan: keep everything as it is." reads "Plan: keep everything as it is." under the row's own label.
  return sentence.startsWith('The plan: ') ? sentence.slice('The plan: '.length) : sentence;
}

/** A card as the table names it: "ETH on Base", "WETH (Aave deposit)", "USDC (Uniswap liquidity, out of range)". */
function cardName(card: TokenAdvice, home: string): string {
  const chain = card.chainName === home ? '' : ` on ${card.chainName}`;
  const { position } = card;
  if (!position) return `${card.symbol}${chain}`;
  return `${card.symbol}${chain} (${position.protocolName} ${position.kind}${position.inRange === false ? ', out of range' : ''})`;
}

/** "**sell** UNI; **buy more** LDO and LINK; **hold** …": each card under its action, a pointer under the card it follows. */
function actions(answer: Recommendation, home: string): string {
  // A pointer names a token (chain and address), not a card: several cards may hold it.
  const followed = (card: TokenAdvice) => answer.tokens.find((lead) => lead.chainId === card.adviceOn?.chainId && lead.address === card.adviceOn.address);
  const parts = ACTION_ORDER.flatMap((action) => {
    const names = [...new Set(answer.tokens.filter((card) => card.action === action && !card.adviceOn).map((card) => cardName(card, home)))];
    if (names.length === 0) return [];
    return [`**${action}** ${names.length > MOST_NAMED ? `${names.length} tokens` : list(names)}`];
  });
  const pointers = answer.tokens.flatMap((card) => {
    const lead = followed(card);
    return lead ? [`${cardName(card, home)} follows ${lead.symbol}${lead.chainName === home ? '' : ` on ${lead.chainName}`}`] : [];
  });
  return [parts.join('; '), ...(pointers.length > 0 ? [list([...new Set(pointers)])] : [])].join('; ');
}

/** "Aave loan, health factor 1.41, warning: WETH can fall 29% before liquidation may start". */
function loanLine(loan: Loan): string {
  const fall =
    loan.maxFall === null
      ? 'its collateral is all stablecoins'
      : `${list(loan.collateralSymbols)} can fall ${Math.round(loan.maxFall * 100)}% before liquidation may start`;
  return `${loan.protocolName} loan, health factor ${loan.healthFactor.toFixed(2)}, ${loan.status}: ${fall}`;
}

/** "What it shows" for one answer. */
function shows(profile: DemoWallet['profile'], answer: Recommendation): string {
  if (answer.tokens.length === 0) return `${PURPOSE[profile]} Nothing to advise: the app says "No Recommendation Found".`;
  const chainNames = answer.chains.map((chain) => chain.name).filter((name) => answer.tokens.some((card) => card.chainName === name && card.count > 0));
  const home = chainNames[0] ?? '';
  const loans = answer.loans ?? [];
  const sentences = [
    PURPOSE[profile],
    `${list(chainNames)}, ${formatUsd(answer.totalValueUsd)}${loans.length > 0 ? ' after its debts' : ''}.`,
    `Plan: ${planSentence(answer.overview)}`,
    `Cards: ${actions(answer, home)}.`,
    ...loans.map((loan) => `${loanLine(loan)}.`),
  ];
  if (answer.setAside.length > 0) sentences.push(`Set aside: ${list(answer.setAside.map((token) => `${token.symbol} (${SET_ASIDE_REASON[token.reason]})`))}.`);
  return sentences.join(' ');
}

/** A table cell: a pipe would end it. */
const cell = (text: string): string => text.replaceAll('|', '\\|');

const ENS_NAME = new Map(DEMO_ENS_NAMES.flatMap(({ name, address }) => (address ? [[address.toLowerCase(), name] as const] : [])));

/** The table and the paragraph under it: what the README holds between its demo-wallet markers. */
export function demoWalletTable(advice: readonly DemoAdvice[]): string {
  const rows = advice.map(({ wallet, recommendation }) => {
    const ens = ENS_NAME.get(wallet.address.toLowerCase());
    return `| ${wallet.profile} | \`${wallet.address}\` | ${ens ? `\`${ens}\`` : '—'} | ${cell(shows(wallet.profile, recommendation))} |`;
  });
  const unfunded = advice.reduce((sum, { recommendation }) => sum + checkPlan(recommendation).unfunded.length, 0);
  const problems = advice.reduce(
    (sum, { recommendation }) => sum + Object.values(PLAN_CHECKS).reduce((count, check) => count + check(recommendation).length, 0),
    unfunded,
  );
  const engines = list([...new Set(advice.map(({ recommendation }) => recommendation.engineVersion))]);
  const checks = [
    unfunded === 0
      ? 'Every buy and buy-more call in these wallets has money behind it:'
      : `${unfunded} buy and buy-more calls in these wallets have no money behind them:`,
    `\`npm run check:plan\` runs ${1 + Object.keys(PLAN_CHECKS).length} checks of each plan (the first counts the calls with nothing to pay for them: engine 2.2.1 had 24, engine 3 none)`,
    `and finds ${problems} problems in engine ${engines}'s answers.`,
  ].join(' ');
  return [...TABLE_HEAD, ...rows, '', checks].join('\n');
}
