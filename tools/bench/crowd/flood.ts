/**
 * The crowd of `npm run bench:crowd` (issue 31, item 2): VISITORS visitors, each its own address and
 * each within its own limits (at most VISITOR_MAX_IN_FLIGHT, 4, connections), looping on one kind of
 * request for a given time. autocannon, in a child process, so the crowd never shares the service's
 * event loop.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { answerParent, resultFromChild } from '../childResult';

/** What the crowd asks: a new unknown ENS name each time, a new random wallet each time, or a whale's history page. */
export type CrowdKind = 'unknown names' | 'random wallets' | 'history pages';

export interface Crowd {
  url: string;
  kind: CrowdKind;
  visitors: number;
  connectionsEach: number;
  durationS: number;
  /** The whale, for history pages. */
  whale: string;
  /** History rows per page: the largest page (HISTORY_MAX_PAGE). */
  pageSize: number;
}

export interface CrowdResult {
  requests: number;
  /** Replies by status, e.g. {"200": 120, "503": 40}. */
  statuses: Record<string, number>;
}

const post = (wallet: () => string): autocannon.Request => ({
  method: 'POST',
  path: '/api/recommendations',
  headers: { 'content-type': 'application/json' },
  setupRequest: (request) => ({ ...request, body: JSON.stringify({ wallet: wallet() }) }),
});

function requestOf(crowd: Crowd): autocannon.Request {
  switch (crowd.kind) {
    case 'unknown names':
      return post(() => `nobody-${randomBytes(6).toString('hex')}.eth`);
    case 'random wallets':
      return post(() => `0x${randomBytes(20).toString('hex')}`);
    case 'history pages':
      return { method: 'GET', path: `/api/history?wallet=${crowd.whale}&limit=${crowd.pageSize}`, headers: { 'accept-encoding': 'br, gzip' } };
  }
}

async function flood(crowd: Crowd): Promise<CrowdResult> {
  const statuses: Record<string, number> = {};
  const visitors = Array.from(
    { length: crowd.visitors },
    (_, index) =>
      new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          {
            url: crowd.url,
            connections: crowd.connectionsEach,
            duration: crowd.durationS,
            headers: { 'x-forwarded-for': `10.31.0.${index + 1}` },
            requests: [requestOf(crowd)],
            timeout: 120,
          },
          (error: Error | null, finished) => {
            if (error) reject(error);
            else resolve(finished);
          },
        );
        instance.on('response', (_client, statusCode) => {
          statuses[statusCode] = (statusCode in statuses ? statuses[statusCode] : 0) + 1;
        });
      }),
  );
  const results = await Promise.all(visitors);
  return { requests: results.reduce((sum, result) => sum + result.requests.total, 0), statuses };
}

export function crowdInChild(crowd: Crowd): Promise<CrowdResult> {
  return resultFromChild(__filename, ['--crowd', JSON.stringify(crowd)]);
}

if (process.argv[2] === '--crowd') answerParent(() => flood(JSON.parse(process.argv[3]) as Crowd));
