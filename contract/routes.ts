/**
 * The request and reply of each API route. The service validates and serialises with these
 * objects, GET /api/openapi.json publishes them, and the web app reads its types from them.
 */
import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { RecommendationSchema } from './recommendation';
import { WalletSchema } from './wallet';

/** POST /api/recommendations */
export const RecommendationRequestSchema = Type.Object({ wallet: WalletSchema });
export const RecommendationReplySchema = Type.Object({ data: RecommendationSchema });
export type RecommendationRequest = Static<typeof RecommendationRequestSchema>;
export type RecommendationReply = Static<typeof RecommendationReplySchema>;

/** GET /api/history?wallet= */
export const HistoryQuerySchema = Type.Object({ wallet: WalletSchema });
export const HistoryReplySchema = Type.Object({ data: Type.Object({ result: Type.Array(RecommendationSchema) }) });
export type HistoryQuery = Static<typeof HistoryQuerySchema>;
export type HistoryReply = Static<typeof HistoryReplySchema>;
