import {
  ACTIONS,
  type Action,
  type AdviceRule,
  CHAIN_STATUSES,
  type ChainReport,
  type Recommendation,
  type SavedRecommendation,
  type SetAsideToken,
  type TokenAdvice,
  type WalletFigures,
} from './types';

/**
 * Tolerant readers for recommendations coming from the wire or from localStorage, where a
 * value may come from an older build. What parses is kept; what cannot be used gives null;
 * fields the app does not show are dropped.
 */
type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

function finiteNumber(value: unknown): number {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : 0;
}

/** EIP-155 chain ids are positive integers; anything else is no chain id at all. */
function isChainId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function isAction(value: unknown): value is Action {
  return ACTIONS.some((action) => action === value);
}

/** The readable items of a list; anything but an array gives none. */
function listOf<T>(value: unknown, decode: (item: unknown) => T | null): T[] {
  return Array.isArray(value) ? value.map(decode).filter((item) => item !== null) : [];
}

function isPositiveNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** A fraction or amount ≥ 0, or null (the service's "unknown"); anything else is unreadable (undefined). */
function figureOrNull(value: unknown): number | null | undefined {
  if (value === null) return null;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** The figures the app shows, all or nothing: half a summary would mislead. */
function decodeWalletFigures(value: unknown): WalletFigures | null {
  if (!isObject(value)) return null;
  const volatilityAnnual = figureOrNull(value.volatilityAnnual);
  const reserveForTargetUsd = figureOrNull(value.reserveForTargetUsd);
  const stableReserveUsd = figureOrNull(value.stableReserveUsd);
  const { targetVolatility } = value;
  if (volatilityAnnual === undefined || reserveForTargetUsd === undefined || stableReserveUsd == null) return null;
  if (!isPositiveNumber(targetVolatility)) return null;
  return { volatilityAnnual, targetVolatility, stableReserveUsd, reserveForTargetUsd };
}

function decodeRule(value: unknown): AdviceRule | null {
  if (!isObject(value) || typeof value.id !== 'string' || !isAction(value.action)) return null;
  if (typeof value.text !== 'string' || value.text === '') return null;
  return { id: value.id, action: value.action, text: value.text };
}

function decodeSetAside(value: unknown): SetAsideToken | null {
  if (!isObject(value) || typeof value.symbol !== 'string' || typeof value.reason !== 'string') return null;
  const token: SetAsideToken = { symbol: value.symbol, reason: value.reason };
  if (isChainId(value.chainId)) token.chainId = value.chainId;
  const age = value.priceAgeSeconds;
  if (typeof age === 'number' && Number.isFinite(age) && age >= 0) token.priceAgeSeconds = age;
  return token;
}

function decodeChain(value: unknown): ChainReport | null {
  if (!isObject(value) || !isChainId(value.chainId) || typeof value.name !== 'string' || value.name === '') return null;
  const status = CHAIN_STATUSES.find((known) => known === value.status);
  if (!status) return null;
  const chain: ChainReport = { chainId: value.chainId, name: value.name, status };
  if (typeof value.reason === 'string' && value.reason !== '') chain.reason = value.reason;
  return chain;
}

const TOKEN_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** From the wire it sits in `signals`; in localStorage (the app's own shape) on the token. */
function volatilityOf(value: JsonObject): number | null {
  const raw = isObject(value.signals) ? value.signals.volatilityAnnual : value.volatilityAnnual;
  return typeof raw === 'number' && Number.isFinite(raw) && raw >= 0 ? raw : null;
}

function decodeToken(value: unknown): TokenAdvice | null {
  if (!isObject(value) || typeof value.symbol !== 'string' || !isAction(value.action)) return null;
  const token: TokenAdvice = {
    symbol: value.symbol,
    action: value.action,
    result: text(value.result),
    description: text(value.description),
    count: finiteNumber(value.count),
    price: finiteNumber(value.price),
  };
  if (typeof value.icon === 'string' && value.icon !== '') token.icon = value.icon;
  if (Array.isArray(value.rules)) token.rules = listOf(value.rules, decodeRule);
  const notes = listOf(value.notes, (note) => (typeof note === 'string' && note !== '' ? note : null));
  if (notes.length > 0) token.notes = notes;
  if (isChainId(value.chainId)) token.chainId = value.chainId;
  if (typeof value.address === 'string' && TOKEN_ADDRESS.test(value.address)) token.address = value.address;
  const volatility = volatilityOf(value);
  if (volatility !== null) token.volatilityAnnual = volatility;
  // Prices are positive; a point that is not would draw the line through zero, so it is left out.
  if (Array.isArray(value.sparkline)) token.sparkline = value.sparkline.filter(isPositiveNumber);
  return token;
}

/** A recommendation needs an id and an address; tokens that cannot be read are left out. */
export function decodeRecommendation(value: unknown): Recommendation | null {
  if (!isObject(value)) return null;
  const id = typeof value.id === 'number' ? String(value.id) : value.id;
  if (typeof id !== 'string' || id === '' || typeof value.address !== 'string') return null;
  const recommendation: Recommendation = {
    id,
    address: value.address,
    overview: text(value.overview),
    tokens: listOf(value.tokens, decodeToken),
  };
  if (Array.isArray(value.setAside)) recommendation.setAside = listOf(value.setAside, decodeSetAside);
  if (Array.isArray(value.chains)) recommendation.chains = listOf(value.chains, decodeChain);
  const figures = decodeWalletFigures(value.portfolio);
  if (figures) recommendation.portfolio = figures;
  return recommendation;
}

/** A saved recommendation also needs a readable createdAt (ISO timestamp). */
export function decodeSavedRecommendation(value: unknown): SavedRecommendation | null {
  const recommendation = decodeRecommendation(value);
  if (!recommendation || !isObject(value) || typeof value.createdAt !== 'string') return null;
  if (Number.isNaN(Date.parse(value.createdAt))) return null;
  return { ...recommendation, createdAt: value.createdAt };
}
