import { api } from '../../api/api';
import type { DemoWallet } from '../../api/types';

const NONE: DemoWallet[] = [];

/**
 * GET /demo-wallets: the wallets the service's own test chains hold, offered as examples under the
 * input. Examples are a help, not a need: an answer that cannot be read, a service without the
 * route or one that cannot be reached gives none, and the input works as before.
 */
export const demoWalletsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDemoWallets: build.query<DemoWallet[], undefined>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const [result, decode] = await Promise.all([baseQuery({ url: '/demo-wallets' }), import('../../api/decode').catch(() => null)]);
        return { data: result.error || !decode ? NONE : decode.decodeDemoWallets(result.data) };
      },
    }),
  }),
});

/** The demo wallets to offer; none until they are known, and none on real networks. */
export function useDemoWallets(): DemoWallet[] {
  return demoWalletsApi.useGetDemoWalletsQuery(undefined).data ?? NONE;
}
