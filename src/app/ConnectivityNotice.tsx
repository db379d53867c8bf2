import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { serviceAnswers } from './staleBuild';

export const OFFLINE_TEXT = 'You are offline. Your saved recommendations still open; new recommendations and current prices need a connection.';
export const SERVICE_DOWN_TEXT =
  "Ribbit's server cannot be reached right now. Your saved recommendations still open; new recommendations and current prices wait until it is back.";
/** While the service is down, how often to look again, ms. */
export const RECHECK_MS = 30_000;
/** The first look waits until the screen has settled: it is not worth a request at start-up. */
const FIRST_CHECK_MS = 1_000;

const Banner = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
`;

type Connection = 'online' | 'offline' | 'service-down';

/** The device's connection (the browser's online flag) and whether Ribbit's service answers. */
function useConnection(): Connection {
  const [online, setOnline] = useState(() => navigator.onLine);
  const [serviceDown, setServiceDown] = useState(false);
  useEffect(() => {
    const update = () => {
      setOnline(navigator.onLine);
    };
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  useEffect(() => {
    if (!online) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      void serviceAnswers().then((answers) => {
        if (stopped) return;
        setServiceDown(!answers);
        // Looked at again only while it is down; once it answers, nothing more is asked.
        if (!answers) timer = setTimeout(check, RECHECK_MS);
      });
    };
    timer = setTimeout(check, FIRST_CHECK_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [online]);
  if (!online) return 'offline';
  return serviceDown ? 'service-down' : 'online';
}

/** Under the header: says when Ribbit works from the device alone (docs/web.md "Offline"). */
export function ConnectivityNotice() {
  const connection = useConnection();
  // A live region without role="status": the loading caption and the prices line are the page's statuses.
  return (
    <div aria-live="polite" data-testid="connectivity">
      {connection === 'online' ? null : <Banner>{connection === 'offline' ? OFFLINE_TEXT : SERVICE_DOWN_TEXT}</Banner>}
    </div>
  );
}

export default ConnectivityNotice;
