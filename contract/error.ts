import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** Every non-2xx answer of the API has this body, and never a stack trace. */
export const ErrorBodySchema = Type.Object({
  error: Type.Object({ code: Type.String(), message: Type.String() }),
});

export type ErrorBody = Static<typeof ErrorBodySchema>;
