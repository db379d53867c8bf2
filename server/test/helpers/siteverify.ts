/** Google's siteverify, replaced at the network edge: a `fetch` that answers like it. */
export interface SiteverifyCall {
  url: string;
  body: URLSearchParams;
}

export const GOOD_SITEVERIFY_ANSWER = { success: true, score: 0.9, action: 'recommendation', hostname: 'ribbit.example', challenge_ts: '2026-01-01T00:00:00Z' };

/** Answers every request with `answer` (JSON) or the Response it builds, recording each call. */
export function siteverifyFetch(answer: Record<string, unknown> | (() => Response), calls: SiteverifyCall[] = []): typeof fetch {
  return (input, init) => {
    // The verifier posts a form-encoded string.
    const url = input instanceof Request ? input.url : input.toString();
    calls.push({ url, body: new URLSearchParams(typeof init?.body === 'string' ? init.body : '') });
    return Promise.resolve(typeof answer === 'function' ? answer() : Response.json(answer));
  };
}
