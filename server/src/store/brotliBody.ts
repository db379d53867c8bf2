/**
 * A recommendation's body compressed: for the PGlite store (migration 5) and for the wire, once for
 * both (issue 39). PGlite is built without lz4, and its own pglz costs more CPU than it saves; brotli
 * at quality 1, native, shrinks the JSON several fold, so PostgreSQL in WebAssembly writes a fraction
 * of the TOAST chunks and WAL. Without it DATA_DIR outgrows its target under whale load (docs/storage.md).
 *
 * A new answer's body is its reply, `{"data":…}` around its JSON (AnswerBody): the store keeps that
 * compressed, and a client that accepts brotli is sent the same bytes (plugins/compression.ts), so the
 * answer is compressed once, not once for the store and again for the wire. Rows stored before
 * issue 39 hold the JSON alone; a reply's envelope is taken off as a row is read.
 *
 * One body is compressed in this thread: under a millisecond, where zlib's thread-pool form spends
 * about as much of the event loop on its stream and callback, and twice the CPU in all (docs/deploy.md,
 * "Crowds, connections and caps"). A history page's twenty bodies are decompressed on the thread pool,
 * so the event loop reads the chains' answers between them rather than after one long block (issue 31, item 2).
 */
import { promisify } from 'node:util';
import { brotliCompressSync, brotliDecompress, constants } from 'node:zlib';
import { jsonbText } from './jsonbText';

/** Quality 1 of 11: JSON's repetition is caught by the fastest setting; higher ones cost several times the CPU for little less. */
const QUALITY = 1;

const decompress = promisify(brotliDecompress);

/** The reply's envelope, {"data": …}, around the stored JSON. */
const REPLY_OPEN = Buffer.from('{"data":');
const REPLY_CLOSE = Buffer.from('}');

/** `json`: the text, or its UTF-8 bytes. */
export function compressBody(json: string | Uint8Array): Buffer {
  return brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } });
}

/** A new answer serialised once: its JSON, its reply around it, and that reply compressed, at most once. */
export interface AnswerBody {
  /** The recommendation's JSON, UTF-8: a view into `reply`. */
  json: Buffer;
  /** `{"data":` + json + `}`: POST /recommendations' body. */
  reply: Buffer;
  /** `reply` compressed (quality 1), made the first time it is asked for: by the PGlite store, or for the wire. */
  brotli(): Buffer;
}

/** The brotli form of each answer's reply, by the reply's bytes: how the wire finds it (plugins/compression.ts). */
const brotliOfReply = new WeakMap<Buffer, () => Buffer>();

export function answerBody(json: string): AnswerBody {
  // The store keeps these bytes and the wire sends them: each NUL is U+FFFD in both (jsonbText.ts).
  const reply = Buffer.concat([REPLY_OPEN, Buffer.from(jsonbText(json)), REPLY_CLOSE]);
  let compressed: Buffer | undefined;
  const brotli = () => (compressed ??= compressBody(reply));
  brotliOfReply.set(reply, brotli);
  return { json: reply.subarray(REPLY_OPEN.length, reply.length - REPLY_CLOSE.length), reply, brotli };
}

/** `body`'s brotli form when it is an answer's reply (made now if the store has not made it yet); else undefined. */
export function answerBrotli(body: Buffer): Buffer | undefined {
  return brotliOfReply.get(body)?.();
}

/** The stored JSON text as UTF-8 bytes, exactly as it was saved: a reply's envelope (above) taken off. */
export async function decompressBodyBytes(bytes: Uint8Array): Promise<Buffer> {
  const text = await decompress(bytes);
  const enveloped = text.length >= REPLY_OPEN.length + REPLY_CLOSE.length && text.subarray(0, REPLY_OPEN.length).equals(REPLY_OPEN);
  return enveloped ? text.subarray(REPLY_OPEN.length, text.length - REPLY_CLOSE.length) : text;
}
