import { createAction } from '@reduxjs/toolkit';

/**
 * A navigation, reported by RouteTracker for the page-view listener. The router alone holds the
 * location: the store keeps no copy of it, and what needs it reads it from the router
 * (the ready toast, recommendationReadyToast.tsx).
 */
export const routeChanged = createAction<string>('navigation/routeChanged');
