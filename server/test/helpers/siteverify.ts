/** Google's siteverify, replaced at the network edge: a `fetch` that answers like it. */
export interface SiteverifyCall {
  url: string;
  body: URLSearchParams;
}

export const GOOD_SITEVERIFY_ANSWER = { success: true, score: 0.9, action: 'recommendation', hostname: 'ribbit.example', challenge_ts: '2026-01-01T00:00:00Z' };

/** Answers every request with `answer` (JSON) or the Response it builds, recording each call. */
export function siteverifyFetch(answer: object | (() => Response), calls: SiteverifyCall[] = []): typeof fetch {
  return async (input, init) => {
    calls.push({ url: String(input), body: new URLSearchParams(String(init?.body)) });
    return typeof answer === 'function' ? answer() : Response.json(answer);
  };
}
