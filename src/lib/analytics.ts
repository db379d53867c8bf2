/** The app's analytics calls. Without a measurement id they do nothing and load nothing. */
export interface Analytics {
  pageView(path: string): void;
  event(name: string, params: Record<string, string>): void;
}

type Ga4 = (typeof import('react-ga4'))['default'];

const disabledAnalytics: Analytics = { pageView: () => {}, event: () => {} };

/**
 * GA4 through react-ga4, imported on first use so that builds without an id never ship
 * or load it. Calls made while it loads are sent in order once it is ready.
 */
export function createAnalytics(measurementId: string | null): Analytics {
  if (measurementId === null) return disabledAnalytics;
  let ready: Promise<Ga4> | null = null;
  const load = (): Promise<Ga4> => {
    ready ??= import('react-ga4').then(({ default: ga4 }) => {
      // Page views are sent by the app on every navigation, so GA's automatic one is off.
      ga4.initialize(measurementId, { gtagOptions: { send_page_view: false } });
      return ga4;
    });
    return ready;
  };
  const send = (call: (ga4: Ga4) => void) => {
    load().then(call, () => {
      // Analytics that cannot load must never break the app.
    });
  };
  return {
    pageView: (path) => {
      send((ga4) => {
        ga4.send({ hitType: 'pageview', page: path });
      });
    },
    event: (name, params) => {
      send((ga4) => {
        ga4.event(name, params);
      });
    },
  };
}
