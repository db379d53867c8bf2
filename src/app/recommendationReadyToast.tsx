import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { paths } from '../config/paths';

/**
 * The success toast's text, in the toasts' lazy chunk (ToastHost.tsx) rather than the first
 * bundle: it is shown only once a recommendation has arrived, when that chunk is loaded.
 */
export const RECOMMENDATION_READY_MESSAGE = 'Your recommendation is ready!';
export const SEE_NEW_RECOMMENDATION_MESSAGE = 'Click to see your new recommendation';

// The link fills the message, so a click anywhere on the text follows it. It keeps the page's
// neon link colour, readable on the toast's dark surface (about 11.5:1).
const ToastLink = styled(Link)`
  display: block;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
  text-underline-offset: 3px;
`;

/**
 * Away from main, the toast is a link back to it, where the new result is shown. Where the
 * visitor is comes from the router when the toast first shows, and stays: a click on the link
 * leads to main, and the closing toast keeps its text.
 */
export function RecommendationReadyMessage() {
  const { pathname } = useLocation();
  const [onMainScreen] = useState(() => pathname === paths.main.path);
  return onMainScreen ? RECOMMENDATION_READY_MESSAGE : <ToastLink to={paths.main.to()}>{SEE_NEW_RECOMMENDATION_MESSAGE}</ToastLink>;
}
