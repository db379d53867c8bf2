/**
 * A recommendation's body compressed for the PGlite store (migration 5). PGlite is built
 * without lz4, and its own pglz costs more CPU than it saves; brotli at quality 1, native,
 * shrinks the JSON several fold, so PostgreSQL in WebAssembly writes a fraction of the TOAST
 * chunks and WAL. Without it DATA_DIR outgrows its target under whale load (docs/storage.md).
 *
 * Both ways run on libuv's thread pool, not the event loop: PGlite itself runs in the service's
 * thread, and a save's compression, or a history page's twenty decompressions, are work the event
 * loop need not wait on (issue 31, item 2 and the speed of item 6).
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants } from 'node:zlib';

/** Quality 1 of 11: JSON's repetition is caught by the fastest setting; higher ones cost several times the CPU for little less. */
const QUALITY = 1;

const compress = promisify(brotliCompress);
const decompress = promisify(brotliDecompress);

/** `json`: the text, or its UTF-8 bytes. */
export function compressBody(json: string | Uint8Array): Promise<Uint8Array> {
  return compress(json, { params: { [constants.BROTLI_PARAM_QUALITY]: QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } });
}

/** The stored JSON text as UTF-8 bytes, exactly as it was saved. */
export function decompressBodyBytes(bytes: Uint8Array): Promise<Buffer> {
  return decompress(bytes);
}
