/**
 * A local stand-in for DefiLlama's coins API (node:http on 127.0.0.1), speaking
 * its documented format (DefiLlama/api-docs, defillama-openapi-free.json):
 * GET /prices/current/{coins}?searchWidth= and GET /chart/{coins}?start=|end=&span=&period=,
 * both answering {"coins": {…}} with unknown coins left out. Like the real
 * server, /prices/current leaves out a price older than searchWidth (default
 * 12 h), and /chart answers, for each of `span` sample times `period` apart
 * (forwards from `start`, or backwards from `end`, default now), the price
 * nearest it within 10 % of the period. `ignoresStart` plays the older server
 * version that ignored `start` (issue 21).
 * Every request is recorded, so tests can count what reached "DefiLlama".
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCoin {
  symbol: string;
  /** The latest price, USD. */
  price: number;
  /** Unix seconds of the latest price. */
  timestamp: number;
  decimals?: number;
  confidence?: number;
  /** Recorded prices the chart endpoint samples from. */
  history?: Array<{ timestamp: number; price: number }>;
}

export interface RecordedRequest {
  /** "current" or "chart"; "other" for any other path. */
  endpoint: 'current' | 'chart' | 'other';
  /** The coins named in the path, as sent. */
  coins: string[];
  query: URLSearchParams;
  /** The whole request target (path and query). */
  target: string;
}

/** What the next requests get instead of a normal answer. */
export type Failure = { status: number; body?: string; headers?: Record<string, string> } | { hang: true } | { delayMs: number };

export interface FakeDefiLlama {
  url: string;
  coins: Map<string, FakeCoin>;
  requests: RecordedRequest[];
  /** The next `times` requests (default 1) fail this way; only requests to `endpoint` when one is given. */
  failNext(failure: Failure, options?: { times?: number; endpoint?: RecordedRequest['endpoint'] }): void;
  close(): Promise<void>;
}

const UNIT_SECONDS: Record<string, number> = { w: 604_800, d: 86_400, h: 3600, m: 60 };

/** "7d", "4h", "600": DefiLlama's duration notation (W, D, H, M, not case sensitive; bare numbers are seconds). */
function seconds(duration: string): number {
  const match = /^(\d*)([wdhm])$/i.exec(duration);
  if (!match) return Number(duration);
  return Number(match[1] === '' ? 1 : match[1]) * UNIT_SECONDS[match[2].toLowerCase()];
}

function send(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(body);
}

export async function startFakeDefiLlama(options: { nowSeconds: () => number; ignoresStart?: boolean }): Promise<FakeDefiLlama> {
  const coins = new Map<string, FakeCoin>();
  const requests: RecordedRequest[] = [];
  const failures: Array<{ failure: Failure; endpoint?: RecordedRequest['endpoint'] }> = [];

  function current(requested: string[], query: URLSearchParams): object {
    const width = seconds(query.get('searchWidth') ?? '12h');
    const found = requested.flatMap((name) => {
      const coin = coins.get(name.toLowerCase());
      if (!coin || options.nowSeconds() - coin.timestamp >= width) return [];
      const { symbol, price, timestamp, decimals, confidence } = coin;
      return [[name, { decimals, symbol, price, timestamp, confidence }] as const];
    });
    return { coins: Object.fromEntries(found) };
  }

  function chart(requested: string[], query: URLSearchParams): object {
    const period = seconds(query.get('period') ?? '24h');
    const span = Number(query.get('span') ?? 0);
    const width = period / 10;
    // Forwards from `start`, or backwards from `end` (default now), as getTimestampsArray(origin, workingForwards, delta, span)
    // in DefiLlama/defillama-server, coins/src/utils/timestampUtils.ts.
    const start = options.ignoresStart ? null : query.get('start');
    const end = Number(query.get('end') ?? options.nowSeconds());
    const sampleTimes = Array.from({ length: span }, (_, i) => (start === null ? end - i * period : Number(start) + i * period));
    const found = requested.flatMap((name) => {
      const coin = coins.get(name.toLowerCase());
      if (!coin) return [];
      const prices = sampleTimes.flatMap((at) => {
        const nearest = (coin.history ?? [])
          .filter((point) => Math.abs(point.timestamp - at) <= width)
          .sort((a, b) => Math.abs(a.timestamp - at) - Math.abs(b.timestamp - at))
          .at(0);
        return nearest ? [nearest] : [];
      });
      return [[name, { symbol: coin.symbol, confidence: coin.confidence ?? 0.99, decimals: coin.decimals, prices }] as const];
    });
    return { coins: Object.fromEntries(found) };
  }

  const server = createServer((request, response) => {
    const target = request.url ?? '/';
    const url = new URL(target, 'http://localhost');
    const match = /^\/(prices\/current|chart)\/([^/]+)$/.exec(url.pathname);
    const endpoint = match ? (match[1] === 'chart' ? 'chart' : 'current') : 'other';
    const requested = match ? decodeURIComponent(match[2]).split(',') : [];
    requests.push({ endpoint, coins: requested, query: url.searchParams, target });

    const index = failures.findIndex((queued) => queued.endpoint === undefined || queued.endpoint === endpoint);
    const failure = index < 0 ? undefined : failures.splice(index, 1)[0].failure;
    if (failure && 'hang' in failure) return; // Never answers, like an overloaded API.
    const answer = () => {
      send(response, 200, JSON.stringify(endpoint === 'chart' ? chart(requested, url.searchParams) : current(requested, url.searchParams)));
    };
    // Answers, late: a cold path on the real server.
    if (failure && 'delayMs' in failure) {
      setTimeout(answer, failure.delayMs);
      return;
    }
    if (failure) {
      send(response, failure.status, failure.body ?? '{"message":"error"}', failure.headers);
      return;
    }
    if (endpoint === 'other') {
      send(response, 404, '{"message":"not found"}');
      return;
    }
    answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    coins,
    requests,
    failNext(failure, { times = 1, endpoint } = {}) {
      for (let i = 0; i < times; i++) failures.push({ failure, endpoint });
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    },
  };
}
