/**
 * Events several features react to, defined once below every feature: the recommendation
 * feature sends them; quota counts a received recommendation and history keeps it, without
 * importing the recommendation feature (dependencies point shared → features → app).
 */
import { createAction } from '@reduxjs/toolkit';
import type { SavedRecommendation } from '../../api/types';

/** A recommendation arrived and was stamped with its local createdAt. */
export const recommendationReceived = createAction<SavedRecommendation>('recommendation/received');
