import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch } from './hooks';
import { routeChanged } from './navigationEvents';

/** Reports every navigation to the store, for the page-view listener (listeners.ts). */
export function RouteTracker() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(routeChanged(pathname));
  }, [dispatch, pathname]);
  return null;
}
