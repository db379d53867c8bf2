import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch } from './hooks';
import { routeChanged } from './navigationSlice';

/** Reports every navigation to the store; the page-view listener and toasts read it there. */
export function RouteTracker() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(routeChanged(pathname));
  }, [dispatch, pathname]);
  return null;
}
