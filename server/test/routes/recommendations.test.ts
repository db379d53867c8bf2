/**
 * POST /api/recommendations and GET /api/history end to end: a real seeded
 * anvil chain, the real price source and engine, PGlite in memory.
 */
import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { chainName } from '../../src/domain/chains';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { getAddress } from 'viem';
import type { TokenInfo } from '../../src/domain/types';
import { ENGINE_VERSION } from '../../src/engine';
import { RecommendationSchema, type Recommendation } from '../../../contract';
import { createRecaptchaVerifier } from '../../src/plugins/recaptcha';
import { openStore, type Store } from '../../src/store';
import { useLocalChain } from '../support/anvil';
import { startCountingProxy } from '../support/rpcProxy';
import { makeRecommendation } from '../helpers/recommendations';
import { GOOD_SITEVERIFY_ANSWER, siteverifyFetch } from '../helpers/siteverify';
import { buildTestApp, OPERATOR_HEADERS } from '../helpers/testApp';
import type { DataBody, HistoryBody } from '../helpers/replyBodies';
import type { RiskChoice } from '../../../contract';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('recommendations on the local chain', () => {
  const chain = useLocalChain();
  let store: Store;
  let app: FastifyInstance;
  let clock = Date.parse('2026-03-01T10:00:00Z');

  before(async () => {
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
    // Each recommendation one minute after the last, so "newest first" is checkable.
    app = await buildTestApp({ chain: chain(), store, now: () => new Date((clock += 60_000)) });
  });
  after(async () => {
    await app.close();
    await store.close();
  });

  const walletOf = (profile: string) => {
    const wallet = chain().demoWallets.find((candidate) => candidate.profile === profile);
    assert.ok(wallet, `a demo wallet with the ${profile} profile`);
    return wallet.address;
  };

  async function recommend(wallet: string, risk?: RiskChoice): Promise<Recommendation> {
    const response = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet, ...(risk ? { risk } : {}) } });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<DataBody<Recommendation>>().data;
  }

  const actionOf = (recommendation: Recommendation, symbol: string) => recommendation.tokens.find((token) => token.symbol === symbol)?.action;

  it('answers {data: Recommendation} with every field of the contract', async () => {
    const recommendation = await recommend(walletOf('balanced'));
    assert.match(recommendation.id, UUID);
    assert.equal(recommendation.address, walletOf('balanced'));
    assert.deepEqual(recommendation.chains, [{ chainId: chain().chainId, name: chainName(chain().chainId), status: 'ok' }]);
    assert.equal(recommendation.engineVersion, ENGINE_VERSION);
    assert.equal(recommendation.generatedAt, new Date(clock).toISOString());
    assert.ok(recommendation.overview.length > 20);
    assert.ok(recommendation.totalValueUsd > 0);
    const held = recommendation.tokens.filter((token) => token.action !== 'buy');
    assert.equal(held.length, 10, 'one entry per holding of the balanced wallet');
    for (const token of held) assert.ok(token.count > 0, `${token.symbol} has a count`);
    for (const token of recommendation.tokens) {
      assert.ok(['hold', 'sell', 'buy', 'buy more', 'strongly sell'].includes(token.action));
      assert.equal(token.chainName, chainName(token.chainId), `${token.symbol} names its chain`);
      assert.ok(token.price > 0, `${token.symbol} has a price`);
      assert.ok(token.result.length > 0 && token.description.length > 0);
      if (token.icon !== undefined) assert.match(token.icon, /^(\/icons\/[a-z0-9]+\.svg|https:\/\/)/);
    }
  });

  it('answers every demo wallet with exactly the contract: each field valid, none outside it', async () => {
    // TypeBox's checker knows no string formats until one is registered.
    if (!FormatRegistry.Has('uuid')) FormatRegistry.Set('uuid', (value) => UUID.test(value));
    for (const { profile, address } of chain().demoWallets) {
      const recommendation = await recommend(address);
      const errors = [...Value.Errors(RecommendationSchema, recommendation)].map((error) => `${error.path}: ${error.message}`);
      assert.deepEqual(errors, [], profile);
      // Clean drops every property the schema does not name: nothing internal reaches the answer.
      assert.deepEqual(Value.Clean(RecommendationSchema, Value.Clone(recommendation)), recommendation, profile);
    }
  });

  it('answers JSON, the very text it stored', async () => {
    const wallet = walletOf('degen');
    const response = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/json; charset=utf-8');
    const [stored] = await store.listByWallet(getAddress(wallet), 1);
    assert.equal(response.body, `{"data":${JSON.stringify(stored)}}`);
  });

  it('gives the balanced wallet a mix of buy more, sell and hold, and nothing to strongly sell', async () => {
    const actions = new Set((await recommend(walletOf('balanced'))).tokens.map((token) => token.action));
    for (const action of ['buy more', 'sell', 'hold'] as const) assert.ok(actions.has(action), `has ${action}`);
    assert.ok(!actions.has('strongly sell'));
  });

  it('tells the concentrated wallet to trim its meme coin and suggests tokens to buy', async () => {
    const recommendation = await recommend(walletOf('concentrated'));
    assert.match(actionOf(recommendation, 'PEPE') ?? '', /^(sell|strongly sell)$/);
    const suggestions = recommendation.tokens.filter((token) => token.action === 'buy');
    assert.ok(suggestions.length > 0);
    for (const suggestion of suggestions) assert.equal(suggestion.count, 0);
  });

  it('strongly sells the depegged stablecoin and holds the ones on their peg', async () => {
    const recommendation = await recommend(walletOf('stable-heavy'));
    assert.equal(actionOf(recommendation, 'UST'), 'strongly sell');
    for (const symbol of ['USDC', 'USDT', 'DAI']) assert.equal(actionOf(recommendation, symbol), 'hold', symbol);
  });

  it('sells the crashing token and sets aside the spam airdrop and the unpriced token', async () => {
    const recommendation = await recommend(walletOf('degen'));
    assert.equal(actionOf(recommendation, 'LUNA'), 'sell');
    assert.deepEqual(recommendation.setAside.map((token) => token.reason).sort(), ['spam-name', 'unpriced']);
    for (const { symbol } of recommendation.setAside) assert.equal(actionOf(recommendation, symbol), undefined, `${symbol} gets no advice`);
  });

  it('advises the whale on 50+ tokens', async () => {
    const recommendation = await recommend(walletOf('whale'));
    assert.ok(recommendation.tokens.length >= 50, `${recommendation.tokens.length} tokens`);
    assert.ok(recommendation.setAside.length >= 2);
  });

  it('answers the whale with sparklines, trades and the wallet’s volatility', async () => {
    const recommendation = await recommend(walletOf('whale'), 'balanced');
    for (const token of recommendation.tokens) {
      // Encoded (contract/priceLine.ts): one level a close.
      const points = token.sparkline && !Array.isArray(token.sparkline) ? token.sparkline.levels.length : 0;
      assert.ok(points >= 2 && points <= 90, `${token.symbol}: ${points} points`);
      // The holding a call is made on has its trade; the asset's other holdings point to it (all of a broken stablecoin goes).
      const trades = token.adviceOn ? token.action === 'strongly sell' : token.action !== 'hold';
      assert.equal(token.trade !== undefined, trades, `${token.symbol} on ${token.chainName} (${token.action})`);
    }
    const sells = recommendation.tokens.filter((token) => token.trade?.side === 'sell' && !token.adviceOn);
    assert.ok(sells.length > 0);
    // Engine 4: the share sold, the units, the chain when the asset is on several, the stablecoin it goes into and the dollars.
    for (const token of sells)
      assert.match(
        token.description,
        /, so sell (?:(?:half|all|\d+(?:\.\d)?%) of it, )?[\d.,]+[KMB]? \S+(?: on \S+)?, for [A-Z0-9]+(?:, [A-Z0-9]+)*(?: and [A-Z0-9]+)? \(\$[\d,.]+\)/,
        token.symbol,
      );
    const { plan } = recommendation;
    assert.ok(plan, 'the plan');
    assert.equal(plan.steps[0].action, 'strongly sell');
    assert.equal(plan.steps[0].chainName, 'Ethereum');
    assert.ok(plan.spentUsd <= plan.reserveBeforeUsd + plan.raisedUsd);
    assert.match(recommendation.overview, /^Sell all of UST \(\$[\d,]+\), \$[\d,]+ of ETH and \$[\d,]+ of CHZ for stablecoins; /);
    assert.ok(recommendation.portfolio, 'the wallet figures');
    const { volatilityAnnual, targetVolatility, stableReserveUsd } = recommendation.portfolio;
    assert.ok(volatilityAnnual !== null && volatilityAnnual > 0);
    assert.equal(targetVolatility, 0.3);
    assert.ok(stableReserveUsd > 0);
    assert.match(recommendation.overview, /Its value swings about \d+(\.\d)?% a year, (within|more than) the 30% of your balanced level[.;]/);
  });

  it('works the plan out at the risk level asked for, and without one never raises the swing', async () => {
    const kept = await recommend(walletOf('stable-heavy'));
    const { portfolio, plan } = kept;
    assert.ok(portfolio && plan, 'the wallet figures and the plan');
    assert.equal(portfolio.risk, 'current');
    const before = portfolio.volatilityAnnual ?? Number.NaN;
    // As the overview writes it (0.1 %): selling UST, off its peg and moving against the rest, nudges it by less.
    const written = (swing: number | null | undefined) => Math.round((swing ?? Infinity) * 1000);
    assert.ok(written(plan.after?.volatilityAnnual) <= written(before), 'no level chosen: the swing is not raised');
    assert.ok(!plan.steps.some((step) => step.action === 'buy' || step.action === 'buy more'), 'nothing bought that would raise it');
    const bold = await recommend(walletOf('stable-heavy'), 'bold');
    assert.deepEqual([bold.portfolio?.risk, bold.portfolio?.targetVolatility], ['bold', 0.45]);
    assert.ok((bold.plan?.after?.volatilityAnnual ?? 0) > before, 'asked for, the swing may rise');
    assert.ok((bold.plan?.after?.volatilityAnnual ?? Infinity) <= 0.45);
    const refused = await app.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet: walletOf('stable-heavy'), risk: 'reckless' } });
    assert.equal(refused.statusCode, 400);
  });

  it('gives the empty wallet an empty list', async () => {
    const recommendation = await recommend(walletOf('empty'));
    assert.deepEqual(recommendation.tokens, []);
    assert.deepEqual(recommendation.setAside, []);
    assert.equal(recommendation.totalValueUsd, 0);
  });

  it('takes a wallet in any case and answers with its checksummed address', async () => {
    const wallet = walletOf('stable-heavy');
    const lower = await recommend(wallet.toLowerCase());
    const upper = await recommend(`0x${wallet.slice(2).toUpperCase()}`);
    assert.equal(lower.address, getAddress(wallet));
    assert.equal(upper.address, getAddress(wallet));
  });

  it('lists the wallet history newest first, exactly as the recommendations were answered', async () => {
    const wallet = walletOf('concentrated');
    const first = await recommend(wallet);
    const second = await recommend(wallet.toLowerCase());
    const response = await app.inject({ method: 'GET', url: `/api/history?wallet=${wallet.toLowerCase()}&limit=2`, headers: OPERATOR_HEADERS });
    assert.equal(response.statusCode, 200);
    const result = response.json<HistoryBody>().data.result;
    assert.deepEqual(result, [second, first]);
  });

  it('returns at most the 20 newest a page, and the cursor of the older ones', async () => {
    const wallet = '0x7878787878787878787878787878787878787878';
    const start = Date.parse('2025-01-01T00:00:00Z');
    for (let index = 0; index < 55; index += 1) {
      await store.save(makeRecommendation({ address: wallet, generatedAt: new Date(start + index * 1_000).toISOString() }));
    }
    const { result, next } = (await app.inject({ method: 'GET', url: `/api/history?wallet=${wallet}&limit=20`, headers: OPERATOR_HEADERS })).json<HistoryBody>()
      .data;
    assert.equal(result.length, 20);
    assert.equal(result[0].generatedAt, new Date(start + 54_000).toISOString());
    assert.equal(result[19].generatedAt, new Date(start + 35_000).toISOString());
    assert.equal(next, result[19].id);
  });

  it('still serves history stored before answers carried price lines and wallet figures', async () => {
    const wallet = '0x9999999999999999999999999999999999999999';
    const { portfolio: _portfolio, tokens, ...rest } = makeRecommendation({ address: wallet });
    const old = { ...rest, tokens: tokens.map(({ sparkline: _sparkline, ...token }) => token) };
    await store.save(old, JSON.stringify(old));
    const response = await app.inject({ method: 'GET', url: `/api/history?wallet=${wallet}`, headers: OPERATOR_HEADERS });
    assert.equal(response.statusCode, 200, response.body);
    const [entry] = response.json<HistoryBody>().data.result;
    assert.equal(entry.id, old.id);
    assert.equal('portfolio' in entry || 'sparkline' in entry.tokens[0], false);
  });

  it('gives an empty history to a wallet never asked about', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/history?wallet=0x8888888888888888888888888888888888888888', headers: OPERATOR_HEADERS });
    assert.deepEqual(response.json(), { data: { result: [], next: null } });
  });

  it('makes the recommendation when a reCAPTCHA secret is set and the token is good', async () => {
    const recaptcha = createRecaptchaVerifier({ secret: 's', hostnames: null, fetch: siteverifyFetch(GOOD_SITEVERIFY_ANSWER) });
    const guarded = await buildTestApp({ chain: chain(), store, recaptcha });
    try {
      const response = await guarded.inject({
        method: 'POST',
        url: '/api/recommendations',
        headers: { host: 'ribbit.example:8080', 'x-recaptcha-token': 'tok' },
        payload: { wallet: walletOf('balanced') },
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.json<DataBody<Recommendation>>().data.address, walletOf('balanced'));
    } finally {
      await guarded.close();
    }
  });

  it('reads the chain once per recommendation when prices are cached: one eth_call, nothing else', async () => {
    const proxy = await startCountingProxy(chain().rpcUrl);
    const counted = await buildTestApp({ chain: { ...chain(), rpcUrl: proxy.url }, store });
    try {
      // The first request fills the price cache, as the first visitor after a start does.
      const first = await counted.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet: walletOf('whale') } });
      assert.equal(first.statusCode, 200, first.body);
      for (const profile of ['whale', 'balanced', 'degen']) {
        proxy.reset();
        const response = await counted.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet: walletOf(profile) } });
        assert.equal(response.statusCode, 200, response.body);
        assert.deepEqual(proxy.methods, ['eth_call'], profile);
      }
    } finally {
      await counted.close();
      await proxy.close();
    }
  });

  it('sets a token aside as price-unavailable when its feed fails, and still answers', async () => {
    // ETH's feed pointed at a token contract: latestRoundData reverts, as a broken feed would.
    const usdc = chain().tokens.find((token) => token.symbol === 'USDC');
    assert.ok(usdc);
    const broken: TokenInfo[] = chain().tokens.map((token) => (token.symbol === 'ETH' ? { ...token, extensions: { priceFeed: usdc.address } } : token));
    const failing = await buildTestApp({ chain: { ...chain(), tokens: broken }, store });
    try {
      const wallet = walletOf('stable-heavy');
      const response = await failing.inject({ method: 'POST', url: '/api/recommendations', payload: { wallet } });
      assert.equal(response.statusCode, 200);
      const recommendation = response.json<{ data: Recommendation }>().data;
      assert.deepEqual(
        recommendation.setAside.find((token) => token.symbol === 'ETH'),
        {
          chainId: chain().chainId,
          symbol: 'ETH',
          name: 'Ether',
          reason: 'price-unavailable',
        },
      );
      assert.ok(!recommendation.tokens.some((token) => token.symbol === 'ETH' && token.count > 0), 'no advice on a token without a price');
      assert.ok(
        recommendation.tokens.some((token) => token.symbol === 'USDC'),
        'the other tokens are advised',
      );
      assert.match(recommendation.overview, /1 whose price could not be read/);
    } finally {
      await failing.close();
    }
  });
});
