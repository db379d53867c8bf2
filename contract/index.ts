/**
 * Ribbit's API contract, shared by the service (server/) and the web app (src/). TypeBox
 * schemas are plain JSON Schema objects; their TypeScript types come from `Static<>`.
 */
export * from './actions';
export * from './error';
export * from './positions';
export * from './prices';
export * from './recommendation';
export * from './risk';
export * from './routes';
export * from './wallet';
