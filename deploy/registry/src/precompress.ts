import { existsSync, readFileSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { listFiles } from './list-files';

// A build's text files get `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside them,
// made once, so the edge sends those bytes as they are: smaller than what it could afford to
// compress on every request (brotli 4), and no compression work per request.

/** Text formats. Images (png, webp, avif, jpg), fonts (woff2) and archives are compressed already. */
const COMPRESSIBLE_EXTENSIONS = new Set([
  '.js', '.mjs', '.cjs', '.css', '.html', '.json', '.map', '.svg', '.txt', '.xml', '.webmanifest', '.wasm',
]);

/** Below this, compression saves a few hundred bytes at most: not worth a second file or a Vary. */
export const MIN_PRECOMPRESS_BYTES = 1024;

interface SiblingEncoding {
  /** @fastify/static looks for exactly these two names, so they cannot change on their own. */
  extension: '.br' | '.gz';
  encode: (data: Buffer) => Buffer;
  decode: (data: Buffer) => Buffer;
}

const SIBLING_ENCODINGS: readonly SiblingEncoding[] = [
  {
    extension: '.br',
    encode: (data) =>
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    decode: brotliDecompressSync,
  },
  { extension: '.gz', encode: (data) => gzipSync(data, { level: 9 }), decode: gunzipSync },
];

/** Whether files of this name get precompressed siblings (when they are large enough). */
export function isCompressible(path: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(extname(path).toLowerCase());
}

/**
 * The file a precompressed sibling stands for (`main.js` for `main.js.br`), or undefined when
 * `path` is not named like a sibling (`logo.png`, `archive.tar.gz`).
 */
export function siblingSource(path: string): string | undefined {
  for (const { extension } of SIBLING_ENCODINGS) {
    const source = path.slice(0, -extension.length);
    if (path.endsWith(extension) && isCompressible(source)) return source;
  }
  return undefined;
}

/** Current means it decodes to the file's bytes: a rebuilt file's old sibling is never trusted. */
function isCurrent(sibling: string, data: Buffer, encoding: SiblingEncoding): boolean {
  if (!existsSync(sibling)) return false;
  try {
    return encoding.decode(readFileSync(sibling)).equals(data);
  } catch {
    return false;
  }
}

/**
 * Temp file + rename, so a server reading the folder meanwhile sees no sibling or a whole one.
 * The sibling takes its source's mtime: every encoding of a file answers with one Last-Modified.
 */
function writeSibling(sibling: string, bytes: Buffer, mtime: Date): void {
  const temp = `${sibling}.${process.pid}.tmp`;
  writeFileSync(temp, bytes);
  utimesSync(temp, mtime, mtime);
  renameSync(temp, sibling);
}

/**
 * Gives every compressible file of `dir` (at any depth) its `.br` and `.gz` siblings, writing only
 * those missing or stale: a second run reads and decodes, and writes nothing. A sibling that would
 * not be smaller than its file is not written. Returns how many siblings were written.
 */
export function precompressDirectory(dir: string): number {
  let written = 0;
  for (const file of listFiles(dir)) {
    if (!isCompressible(file)) continue;
    const data = readFileSync(file);
    if (data.length < MIN_PRECOMPRESS_BYTES) continue;
    for (const encoding of SIBLING_ENCODINGS) {
      const sibling = file + encoding.extension;
      if (isCurrent(sibling, data, encoding)) continue;
      const encoded = encoding.encode(data);
      if (encoded.length >= data.length) continue;
      writeSibling(sibling, encoded, statSync(file).mtime);
      written += 1;
    }
  }
  return written;
}
