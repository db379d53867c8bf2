import type { ReactNode } from 'react';
import { NotFound } from '../../../components/NotFound';

/**
 * Said where history is shown when what is stored could not be read this session (historySlice's
 * `unreadable`): it is still on the device, not gone. `children`: where to go next.
 */
export function HistoryUnreadable({ children }: { children?: ReactNode }) {
  return (
    <NotFound title="Your history could not be read">
      <p>It is still on this device. Reload the page to try again.</p>
      {children}
    </NotFound>
  );
}
