/** The verifier against a stand-in for Google's siteverify, replaced at the network edge (fetch). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRecaptchaVerifier, RecaptchaUnavailableError, SITEVERIFY_URL } from '../../src/plugins/recaptcha';
import { GOOD_SITEVERIFY_ANSWER as GOOD, siteverifyFetch, type SiteverifyCall as Call } from '../helpers/siteverify';

describe('reCAPTCHA verifier', () => {
  it('accepts a good token and posts the secret and the token to siteverify', async () => {
    const calls: Call[] = [];
    const verifier = createRecaptchaVerifier({ secret: 's3cret', hostnames: null, fetch: siteverifyFetch(GOOD, calls) });
    assert.deepEqual(await verifier.verify('tok-1', 'ribbit.example'), { ok: true });
    assert.equal(calls.length, 1);
    assert.equal(calls[0].url, SITEVERIFY_URL);
    assert.equal(calls[0].body.get('secret'), 's3cret');
    assert.equal(calls[0].body.get('response'), 'tok-1');
  });

  it('refuses a missing token without asking Google', async () => {
    const calls: Call[] = [];
    const verifier = createRecaptchaVerifier({ secret: 's', hostnames: null, fetch: siteverifyFetch(GOOD, calls) });
    assert.deepEqual(await verifier.verify(undefined, 'ribbit.example'), { ok: false, reason: 'the X-Recaptcha-Token header is missing' });
    assert.equal(calls.length, 0);
  });

  const refusals: Array<[string, Record<string, unknown>, RegExp]> = [
    ['Google says the token is bad', { success: false, 'error-codes': ['invalid-input-response'] }, /refused the token \(invalid-input-response\)/],
    ['the score is below 0.5', { ...GOOD, score: 0.3 }, /score is too low/],
    ['the score is missing', { ...GOOD, score: undefined }, /score is too low/],
    ['the token is for another action', { ...GOOD, action: 'login' }, /another action \(login\)/],
    ['the token was made on another site', { ...GOOD, hostname: 'evil.example' }, /another site \(evil\.example\)/],
  ];
  for (const [situation, answer, reason] of refusals) {
    it(`refuses when ${situation}`, async () => {
      const verifier = createRecaptchaVerifier({ secret: 's', hostnames: null, fetch: siteverifyFetch(answer) });
      const verdict = await verifier.verify('tok', 'ribbit.example');
      assert.equal(verdict.ok, false);
      assert.match(verdict.reason, reason);
    });
  }

  it('accepts exactly a score of 0.5', async () => {
    const verifier = createRecaptchaVerifier({ secret: 's', hostnames: null, fetch: siteverifyFetch({ ...GOOD, score: 0.5 }) });
    assert.deepEqual(await verifier.verify('tok', 'ribbit.example'), { ok: true });
  });

  it('checks the hostname against the configured list instead of the request host when one is given', async () => {
    const verifier = createRecaptchaVerifier({
      secret: 's',
      hostnames: ['ribbit.example', 'www.ribbit.example'],
      fetch: siteverifyFetch({ ...GOOD, hostname: 'www.ribbit.example' }),
    });
    assert.deepEqual(await verifier.verify('tok', 'internal-host'), { ok: true });
    const strict = createRecaptchaVerifier({ secret: 's', hostnames: ['ribbit.example'], fetch: siteverifyFetch(GOOD) });
    assert.equal((await strict.verify('tok', 'other.example')).ok, true);
    const refusing = createRecaptchaVerifier({ secret: 's', hostnames: ['other.example'], fetch: siteverifyFetch(GOOD) });
    assert.equal((await refusing.verify('tok', 'ribbit.example')).ok, false);
  });

  it('reports Google being unreachable or answering garbage as unavailable, not as a failed captcha', async () => {
    const down = createRecaptchaVerifier({ secret: 's', hostnames: null, fetch: async () => Promise.reject(new TypeError('fetch failed')) });
    await assert.rejects(down.verify('tok', 'ribbit.example'), RecaptchaUnavailableError);
    const failing = createRecaptchaVerifier({ secret: 's', hostnames: null, fetch: siteverifyFetch(() => new Response('oops', { status: 500 })) });
    await assert.rejects(failing.verify('tok', 'ribbit.example'), /HTTP 500/);
    const garbage = createRecaptchaVerifier({ secret: 's', hostnames: null, fetch: siteverifyFetch(() => new Response('<html>')) });
    await assert.rejects(garbage.verify('tok', 'ribbit.example'), RecaptchaUnavailableError);
  });
});
