import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom has no fetch API. The app's network edge is `fetch`, which tests replace per test;
 * RTK Query still builds real `Request`/`Response`/`Headers`, so Node's own classes are
 * exposed here. AbortController comes from Node too: Node's Request rejects jsdom's signals.
 */
export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
  }
}
