/**
 * reCAPTCHA v3 verification against Google's siteverify endpoint. The `fetch`
 * is a parameter so tests replace the network edge and nothing else.
 */
export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** Google's own suggestion for v3: below 0.5 is likely a bot. */
export const MIN_RECAPTCHA_SCORE = 0.5;
/** The action the web app names when it asks for a token. */
export const RECAPTCHA_ACTION = 'recommendation';
const SITEVERIFY_TIMEOUT_MS = 2_500;

export type RecaptchaVerdict = { ok: true } | { ok: false; reason: string };

export interface RecaptchaVerifier {
  /** `requestHostname` is the allowed hostname when none are configured. */
  verify(token: string | undefined, requestHostname: string): Promise<RecaptchaVerdict>;
}

/** Google could not be asked (network, time-out, not JSON); the route answers 503, not 401. */
export class RecaptchaUnavailableError extends Error {
  override name = 'RecaptchaUnavailableError';
}

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  'error-codes'?: string[];
}

export function createRecaptchaVerifier(options: {
  secret: string;
  /** null: only the request's own hostname is allowed. */
  hostnames: string[] | null;
  fetch?: typeof fetch;
}): RecaptchaVerifier {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  return {
    async verify(token, requestHostname) {
      if (!token) return { ok: false, reason: 'the X-Recaptcha-Token header is missing' };
      const answer = await askGoogle(fetchImpl, options.secret, token);
      if (answer.success !== true) return { ok: false, reason: `Google refused the token (${(answer['error-codes'] ?? []).join(', ') || 'no reason given'})` };
      if (typeof answer.score !== 'number' || answer.score < MIN_RECAPTCHA_SCORE) return { ok: false, reason: 'the score is too low' };
      if (answer.action !== RECAPTCHA_ACTION) return { ok: false, reason: `the token is for another action (${answer.action ?? 'none'})` };
      const allowed = options.hostnames ?? [requestHostname];
      if (!answer.hostname || !allowed.includes(answer.hostname))
        return { ok: false, reason: `the token was made on another site (${answer.hostname ?? 'unknown'})` };
      return { ok: true };
    },
  };
}

async function askGoogle(fetchImpl: typeof fetch, secret: string, token: string): Promise<SiteverifyAnswer> {
  try {
    const response = await fetchImpl(SITEVERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token }).toString(),
      signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as SiteverifyAnswer;
  } catch (error) {
    throw new RecaptchaUnavailableError(`reCAPTCHA could not be verified: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
