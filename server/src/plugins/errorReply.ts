/**
 * Turns any error into the API's one error shape, `{error: {code, message}}`.
 * Messages of our own are written for people; anything unexpected becomes a
 * plain 500 and the details go to the log only, never to the client.
 */
import type { FastifyError } from 'fastify';
import { ChainError } from '../domain/types';
import { PriceError } from '../prices/priceSource';
import { HISTORY_MAX_PAGE, MAX_WALLETS, WALLET_FORMAT_MESSAGE } from '../../../contract';
import { RecaptchaUnavailableError } from './recaptcha';
import { StoreUnavailableError } from '../store';
import { ApiError } from '../domain/apiError';
import { BusyError } from '../domain/fairQueue';

export interface ErrorReply {
  statusCode: number;
  code: string;
  message: string;
  /** Seconds to wait before asking again (the Retry-After header); absent: none said. */
  retryAfterS?: number;
}

/** "1 second", "2 seconds". */
const inSeconds = (seconds: number) => `${seconds} second${seconds === 1 ? '' : 's'}`;

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

const FASTIFY_ERRORS: Record<string, Omit<ErrorReply, 'statusCode'>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', message: 'Send the body as JSON, with "Content-Type: application/json".' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'body_too_large', message: 'The request body is too large; send only {"wallet": "0x…"}.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_request', message: 'The body is empty; send {"wallet": "0x…"}.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_request', message: 'The body is not valid JSON; send {"wallet": "0x…"}.' },
};

/** A client error's code by its status, so that (say) a 403 never says "bad_request". */
const CLIENT_ERROR_CODES: Record<number, string> = {
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  413: 'body_too_large',
  415: 'unsupported_media_type',
  431: 'headers_too_large',
};

export function errorReplyFor(error: unknown): ErrorReply {
  if (error instanceof ApiError) return { statusCode: error.statusCode, code: error.code, message: error.message };
  if (error instanceof BusyError) {
    const message = `Ribbit is answering many visitors right now and could not get to yours in time. Please try again in ${inSeconds(error.retryAfterS)}.`;
    return { statusCode: 503, code: 'busy', message, retryAfterS: error.retryAfterS };
  }
  if (error instanceof ChainError) {
    return { statusCode: 503, code: 'chain_unavailable', message: 'The blockchain node cannot be reached right now. Please try again in a moment.' };
  }
  if (error instanceof PriceError) {
    return { statusCode: 502, code: 'price_source_unavailable', message: 'Token prices cannot be read right now. Please try again in a moment.' };
  }
  if (error instanceof RecaptchaUnavailableError) {
    return { statusCode: 503, code: 'recaptcha_unavailable', message: 'reCAPTCHA cannot be verified right now. Please try again in a moment.' };
  }
  if (error instanceof StoreUnavailableError) {
    return { statusCode: 503, code: 'database_unavailable', message: 'History cannot be read right now. Please try again in a moment.' };
  }
  const fastifyError: Partial<FastifyError> = typeof error === 'object' && error !== null ? error : {};
  if (fastifyError.validation)
    return { statusCode: 400, code: 'invalid_request', message: validationMessage(fastifyError.validation, fastifyError.validationContext) };
  const known = fastifyError.code ? FASTIFY_ERRORS[fastifyError.code] : undefined;
  const statusCode = fastifyError.statusCode ?? 500;
  if (known) return { statusCode, ...known };
  // Other client errors from Fastify carry safe, fixed messages (e.g. a bad Content-Length).
  if (statusCode >= 400 && statusCode < 500)
    return { statusCode, code: CLIENT_ERROR_CODES[statusCode] ?? 'bad_request', message: fastifyError.message ?? 'Bad request.' };
  return { statusCode: 500, code: 'internal_error', message: 'Something went wrong on our side. Please try again later.' };
}

function validationMessage(issues: ValidationIssue[], context: string | undefined): string {
  const issue = issues[0];
  const missing = issue.keyword === 'required' ? String(issue.params.missingProperty) : undefined;
  if (missing === 'wallet')
    return context === 'querystring' ? 'The wallet query parameter is required: ?wallet=0x…' : 'The body needs a wallet: {"wallet": "0x…"}.';
  if (issue.instancePath === '/wallet' || /^\/wallets\/\d+$/.test(issue.instancePath)) return WALLET_FORMAT_MESSAGE;
  if (issue.instancePath === '/wallets') return `wallets must list 1 to ${MAX_WALLETS} addresses or ENS names.`;
  if (issue.instancePath === '/limit') return `limit must be a whole number from 1 to ${HISTORY_MAX_PAGE}.`;
  if (issue.instancePath === '/before') return 'before must be the "next" cursor of a previous page.';
  if (issue.instancePath === '' && issue.keyword === 'type') return 'The body must be a JSON object: {"wallet": "0x…"}.';
  return `${context ?? 'request'}${issue.instancePath.replaceAll('/', '.')} ${issue.message ?? 'is invalid'}`;
}
