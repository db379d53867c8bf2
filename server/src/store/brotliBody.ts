/**
 * A recommendation's body compressed for the PGlite store (migration 5). PGlite is built
 * without lz4, and its own pglz costs more CPU than it saves; brotli at quality 1, native
 * and on the worker's thread, shrinks a whale's 120 KB answer about fourfold, and PostgreSQL
 * in WebAssembly then writes a quarter of the TOAST chunks and WAL (docs/api.md "Storage").
 */
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import type { Recommendation } from '../../../contract';

/** Quality 1 of 11: JSON's repetition is caught by the fastest setting; higher ones cost 3× the CPU for ~10 % less. */
const QUALITY = 1;

/** `json`: the text, or its UTF-8 bytes. */
export function compressBody(json: string | Uint8Array): Uint8Array {
  return brotliCompressSync(json, {
    params: { [constants.BROTLI_PARAM_QUALITY]: QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
  });
}

/** The stored JSON text as UTF-8 bytes, exactly as it was saved. */
export function decompressBodyBytes(bytes: Uint8Array): Buffer {
  return brotliDecompressSync(bytes);
}

export function decompressBody(bytes: Uint8Array): Recommendation {
  return JSON.parse(decompressBodyBytes(bytes).toString('utf8')) as Recommendation;
}
