/**
 * A recommendation's body compressed for the PGlite store (migration 5). PGlite is built
 * without lz4, and its own pglz costs more CPU than it saves; brotli at quality 1, native,
 * shrinks the JSON several fold, so PostgreSQL in WebAssembly writes a fraction of the TOAST
 * chunks and WAL. Without it DATA_DIR outgrows its target under whale load (docs/storage.md).
 *
 * A save's one body is compressed in this thread: under a millisecond, where zlib's thread-pool
 * form spends about as much of the event loop on its stream and callback, and twice the CPU in
 * all (docs/deploy.md, "Crowds, connections and caps"). A history page's twenty bodies are
 * decompressed on the thread pool, so the event loop reads the chains' answers between them
 * rather than after one long block (issue 31, item 2).
 */
import { promisify } from 'node:util';
import { brotliCompressSync, brotliDecompress, constants } from 'node:zlib';

/** Quality 1 of 11: JSON's repetition is caught by the fastest setting; higher ones cost several times the CPU for little less. */
const QUALITY = 1;

const decompress = promisify(brotliDecompress);

/** `json`: the text, or its UTF-8 bytes. */
export function compressBody(json: string | Uint8Array): Uint8Array {
  return brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } });
}

/** The stored JSON text as UTF-8 bytes, exactly as it was saved. */
export function decompressBodyBytes(bytes: Uint8Array): Promise<Buffer> {
  return decompress(bytes);
}
