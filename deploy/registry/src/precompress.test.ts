/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { isCompressible, MIN_PRECOMPRESS_BYTES, precompressDirectory, siblingSource } from './precompress';

let dir: string;

/** Text that compresses, `bytes` long (fixture content: sizes below are relative to the threshold). */
function text(bytes: number): string {
  return 'export const words = "lorem ipsum dolor sit amet";\n'.repeat(Math.ceil(bytes / 50)).slice(0, bytes);
}

function write(name: string, content: string | Buffer): string {
  const file = join(dir, name);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, content);
  return file;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

it('writes brotli 11 and gzip 9 siblings that decode to the file, at any depth', () => {
  const files = ['main.js', 'static/app.1a2b3c4d.css', 'mf-manifest.json', 'icons/logo.svg', 'main.js.map'].map((name) => write(name, text(5000)));
  expect(precompressDirectory(dir)).toBe(files.length * 2);
  for (const file of files) {
    const data = readFileSync(file);
    expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(data);
    expect(gunzipSync(readFileSync(`${file}.gz`))).toEqual(data);
  }
  const main = readFileSync(files[0]!);
  const quality11 = brotliCompressSync(main, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: main.length },
  });
  expect(readFileSync(`${files[0]}.br`)).toEqual(quality11);
  expect(readFileSync(`${files[0]}.gz`)).toEqual(gzipSync(main, { level: 9 }));
});

it('leaves out small files, compressed formats and files that would not shrink', () => {
  write('small.js', text(MIN_PRECOMPRESS_BYTES - 1));
  write('photo.webp', text(5000));
  write('logo.png', text(5000));
  write('font.woff2', text(5000));
  write('noise.js', randomBytes(5000));
  expect(precompressDirectory(dir)).toBe(0);
  for (const name of ['small.js', 'photo.webp', 'logo.png', 'font.woff2', 'noise.js']) {
    expect(existsSync(join(dir, `${name}.br`)) || existsSync(join(dir, `${name}.gz`))).toBe(false);
  }
});

it('gives each sibling the mtime of its file, so every encoding has one Last-Modified', () => {
  const file = write('main.js', text(5000));
  precompressDirectory(dir);
  // At the millisecond, as a server reads it for Last-Modified and ETag.
  const mtime = statSync(file).mtime.getTime();
  expect(statSync(`${file}.br`).mtime.getTime()).toBe(mtime);
  expect(statSync(`${file}.gz`).mtime.getTime()).toBe(mtime);
});

it('writes nothing the second time, and replaces the siblings of a file that changed', () => {
  const file = write('main.js', text(5000));
  precompressDirectory(dir);
  expect(precompressDirectory(dir)).toBe(0);
  writeFileSync(file, text(6000));
  expect(precompressDirectory(dir)).toBe(2);
  expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(text(6000));
  writeFileSync(`${file}.br`, 'not brotli');
  expect(precompressDirectory(dir)).toBe(1);
});

it('knows which names are compressible and which are siblings', () => {
  expect(isCompressible('/a/main.JS')).toBe(true);
  expect(isCompressible('site.webmanifest')).toBe(true);
  expect(isCompressible('photo.webp')).toBe(false);
  expect(siblingSource('/a/main.js.br')).toBe('/a/main.js');
  expect(siblingSource('data.json.gz')).toBe('data.json');
  expect(siblingSource('archive.tar.gz')).toBeUndefined();
  expect(siblingSource('main.js')).toBeUndefined();
});
