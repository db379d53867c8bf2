/**
 * Events several features react to, defined once below every feature: Get Recommendation
 * (app/requestRecommendation.ts) sends them; the recommendation slice shows a received
 * recommendation, quota counts it and history keeps it, none importing another feature
 * (dependencies point shared → features → app).
 */
import { createAction } from '@reduxjs/toolkit';
import type { SavedRecommendation } from '../../api/types';

/** A recommendation arrived and was stamped with its local createdAt. */
export const recommendationReceived = createAction<SavedRecommendation>('recommendation/received');
