/**
 * The network edge in tests: `global.fetch` is replaced by a handler that answers per the
 * HTTP contract. Every call is recorded as a real `Request` so tests can read URL, headers, body.
 */
export type FakeReply = { status: number; body?: unknown; headers?: Record<string, string> } | { networkError: unknown };

export type FetchHandler = (request: Request) => FakeReply | Promise<FakeReply>;

export interface FakeFetch {
  calls: Request[];
  /** JSON bodies of the calls, in order. */
  bodies(): Promise<unknown[]>;
}

export const reply = {
  json: (status: number, body: unknown, headers: Record<string, string> = {}): FakeReply => ({ status, body, headers }),
  ok: (data: unknown): FakeReply => ({ status: 200, body: { data } }),
  error: (status: number, code: string, message: string, headers: Record<string, string> = {}): FakeReply => ({
    status,
    body: { error: { code, message } },
    headers,
  }),
  networkError: (failure: unknown = new TypeError('Failed to fetch')): FakeReply => ({ networkError: failure }),
};

export function installFakeFetch(handler: FetchHandler): FakeFetch {
  const calls: Request[] = [];
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? new URL(input, window.location.href) : input;
    const request = new Request(url, init);
    calls.push(request.clone());
    const answer = await handler(request);
    if ('networkError' in answer) throw answer.networkError;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(text, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  };
  global.fetch = jest.fn(fake);
  return {
    calls,
    bodies: () =>
      Promise.all(
        calls.map((call) =>
          call
            .clone()
            .text()
            .then((text) => (text ? (JSON.parse(text) as unknown) : null)),
        ),
      ),
  };
}

/**
 * The app's own looks at the service, which no visitor's action sends: the connection notice's
 * `/api/health` (ConnectivityNotice) and the examples' `/api/demo-wallets` (the main screen's input).
 */
export function isBackgroundLook(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return pathname === '/api/health' || pathname === '/api/demo-wallets';
}

/** What the service answers the app's own looks when it reads real chains: it is up, and has no demo wallets; null for any other call. */
export function backgroundReply(request: Request): FakeReply | null {
  if (!isBackgroundLook(request)) return null;
  return new URL(request.url).pathname === '/api/health' ? reply.ok({ status: 'ok', chainIds: [1], engineVersion: '3.0.1' }) : reply.ok({ wallets: [] });
}

/** The calls a visitor's actions sent, the app's own looks aside. */
export function sentByVisitor(fetch: FakeFetch): Request[] {
  return fetch.calls.filter((call) => !isBackgroundLook(call));
}

/** A reply the test releases when it wants, to observe the app while a request is out. */
export function deferredReply(): { promise: Promise<FakeReply>; release(answer: FakeReply): void } {
  let release: (answer: FakeReply) => void = () => {};
  const promise = new Promise<FakeReply>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
