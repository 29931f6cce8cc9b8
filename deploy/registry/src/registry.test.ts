/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { RegistryError } from './errors';
import { history, list, liveRegistry, promote, publish, release, rollback } from './registry';

let work: string;
let root: string;

/** A minimal remote build: a manifest declaring its version and one chunk. */
function makeBuild(name: string, version: string | undefined, chunk: string): string {
  const dir = join(work, name, 'dist');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'static'), { recursive: true });
  const metaData = version === undefined ? {} : { buildInfo: { buildVersion: version } };
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'content_blog', metaData }));
  writeFileSync(join(dir, 'static', 'blog.1a2b3c4d.js'), chunk);
  return dir;
}

function registryCode(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof RegistryError) return error.code;
    throw error;
  }
  return undefined;
}

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'registry-test-'));
  root = join(work, 'registry');
});

afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('publish', () => {
  it('copies the build under the version its manifest declares', () => {
    const dir = makeBuild('a', '1.0.0', 'one');
    const result = publish(root, { remote: 'content-blog', dir });
    expect(result).toMatchObject({ remote: 'content-blog', version: '1.0.0', status: 'published' });
    expect(readFileSync(join(root, 'content-blog', '1.0.0', 'static', 'blog.1a2b3c4d.js'), 'utf8')).toBe('one');
    expect(history(root)).toEqual([expect.objectContaining({ action: 'publish', remote: 'content-blog', version: '1.0.0' })]);
  });

  it('takes the version from package.json next to dist/ when the manifest has none', () => {
    const dir = makeBuild('pkg', undefined, 'one');
    writeFileSync(join(work, 'pkg', 'package.json'), JSON.stringify({ version: '2.3.4' }));
    expect(publish(root, { remote: 'catalog', dir }).version).toBe('2.3.4');
  });

  it('lets --version override the declared version', () => {
    const dir = makeBuild('a', '1.0.0', 'old');
    expect(publish(root, { remote: 'content-blog', dir, version: '0.9.0' }).version).toBe('0.9.0');
    expect(existsSync(join(root, 'content-blog', '0.9.0', 'mf-manifest.json'))).toBe(true);
  });

  it('is a no-op for the same version with the same content', () => {
    const dir = makeBuild('a', '1.0.0', 'one');
    publish(root, { remote: 'content-blog', dir });
    expect(publish(root, { remote: 'content-blog', dir }).status).toBe('unchanged');
    expect(history(root)).toHaveLength(1);
  });

  it('refuses the same version with different content unless forced', () => {
    publish(root, { remote: 'content-blog', dir: makeBuild('a', '1.0.0', 'one') });
    const changed = makeBuild('a', '1.0.0', 'two');
    expect(registryCode(() => publish(root, { remote: 'content-blog', dir: changed }))).toBe('version_conflict');
    expect(readFileSync(join(root, 'content-blog', '1.0.0', 'static', 'blog.1a2b3c4d.js'), 'utf8')).toBe('one');

    expect(publish(root, { remote: 'content-blog', dir: changed, force: true }).status).toBe('replaced');
    expect(readFileSync(join(root, 'content-blog', '1.0.0', 'static', 'blog.1a2b3c4d.js'), 'utf8')).toBe('two');
  });

  it('leaves no temporary folders behind', () => {
    publish(root, { remote: 'content-blog', dir: makeBuild('a', '1.0.0', 'one') });
    expect(readdirSync(join(root, 'content-blog'))).toEqual(['1.0.0']);
    expect(readdirSync(root).sort()).toEqual(['content-blog', 'registry.json']);
  });

  it('publishes brotli and gzip siblings of the large text files, not of small files or images', () => {
    const dir = makeBuild('a', '1.0.0', 'export const x = "a chunk large enough to be worth compressing";\n'.repeat(40));
    writeFileSync(join(dir, 'static', 'photo.5e6f7a8b.webp'), 'w'.repeat(4000));
    publish(root, { remote: 'content-blog', dir });
    const chunk = join(root, 'content-blog', '1.0.0', 'static', 'blog.1a2b3c4d.js');
    expect(brotliDecompressSync(readFileSync(`${chunk}.br`))).toEqual(readFileSync(chunk));
    expect(gunzipSync(readFileSync(`${chunk}.gz`))).toEqual(readFileSync(chunk));
    expect(readdirSync(join(root, 'content-blog', '1.0.0')).sort()).toEqual(['mf-manifest.json', 'static']);
    expect(readdirSync(join(root, 'content-blog', '1.0.0', 'static')).sort()).toEqual([
      'blog.1a2b3c4d.js', 'blog.1a2b3c4d.js.br', 'blog.1a2b3c4d.js.gz', 'photo.5e6f7a8b.webp',
    ]);
    // The build folder itself is left as it was.
    expect(readdirSync(join(dir, 'static')).sort()).toEqual(['blog.1a2b3c4d.js', 'photo.5e6f7a8b.webp']);
  });

  it('gives a version published without siblings its missing ones on the next publish, as unchanged', () => {
    const dir = makeBuild('a', '1.0.0', 'export const x = "a chunk large enough to be worth compressing";\n'.repeat(40));
    publish(root, { remote: 'content-blog', dir });
    const chunk = join(root, 'content-blog', '1.0.0', 'static', 'blog.1a2b3c4d.js');
    rmSync(`${chunk}.br`);
    rmSync(`${chunk}.gz`);
    expect(publish(root, { remote: 'content-blog', dir }).status).toBe('unchanged');
    expect(existsSync(`${chunk}.br`) && existsSync(`${chunk}.gz`)).toBe(true);
    expect(history(root)).toHaveLength(1);
  });

  it('rejects unknown remotes, folders without a build and unsafe versions', () => {
    const dir = makeBuild('a', '1.0.0', 'one');
    expect(registryCode(() => publish(root, { remote: 'no-such-remote', dir }))).toBe('unknown_remote');
    expect(registryCode(() => publish(root, { remote: 'content-blog', dir: join(work, 'empty') }))).toBe('not_a_build');
    expect(registryCode(() => publish(root, { remote: 'content-blog', dir, version: '../1.0.0' }))).toBe('bad_version');
  });
});

describe('promote, rollback and the live registry', () => {
  beforeEach(() => {
    publish(root, { remote: 'content-blog', dir: makeBuild('a', '1.0.0', 'new') });
    publish(root, { remote: 'content-blog', dir: makeBuild('b', '0.9.0', 'old') });
  });

  it('starts empty and maps each live remote to its versioned manifest', () => {
    expect(liveRegistry(root)).toEqual({});
    promote(root, 'content-blog', '1.0.0');
    expect(liveRegistry(root)).toEqual({ 'content-blog': '/remotes/content-blog/1.0.0/mf-manifest.json' });
  });

  it('switches the live version and records where it came from', () => {
    promote(root, 'content-blog', '1.0.0');
    expect(promote(root, 'content-blog', '0.9.0')).toMatchObject({ status: 'promoted', from: '1.0.0' });
    expect(liveRegistry(root)['content-blog']).toBe('/remotes/content-blog/0.9.0/mf-manifest.json');
    expect(promote(root, 'content-blog', '0.9.0').status).toBe('unchanged');
  });

  it('rolls back to the previously live version, one step at a time', () => {
    publish(root, { remote: 'content-blog', dir: makeBuild('c', '1.1.0', 'newest') });
    promote(root, 'content-blog', '0.9.0');
    promote(root, 'content-blog', '1.0.0');
    promote(root, 'content-blog', '1.1.0');
    expect(rollback(root, 'content-blog')).toEqual({ remote: 'content-blog', from: '1.1.0', version: '1.0.0' });
    expect(rollback(root, 'content-blog').version).toBe('0.9.0');
    expect(registryCode(() => rollback(root, 'content-blog'))).toBe('nothing_to_roll_back');
    expect(liveRegistry(root)['content-blog']).toBe('/remotes/content-blog/0.9.0/mf-manifest.json');
  });

  it('keeps the history append-only and filterable by remote', () => {
    publish(root, { remote: 'catalog', dir: makeBuild('d', '3.0.0', 'cat') });
    promote(root, 'content-blog', '1.0.0');
    promote(root, 'content-blog', '0.9.0');
    rollback(root, 'content-blog');
    expect(history(root, 'content-blog').map((e) => `${e.action} ${e.version}`)).toEqual([
      'publish 1.0.0', 'publish 0.9.0', 'promote 1.0.0', 'promote 0.9.0', 'rollback 1.0.0',
    ]);
    expect(history(root)).toHaveLength(6);
    expect(history(root, 'catalog')).toHaveLength(1);
  });

  it('lists the published versions and the live one', () => {
    promote(root, 'content-blog', '0.9.0');
    expect(list(root)).toEqual([{ remote: 'content-blog', live: '0.9.0', versions: ['1.0.0', '0.9.0'] }]);
  });

  it('refuses unknown remotes, unknown versions and a rollback with nothing before it', () => {
    expect(registryCode(() => promote(root, 'nope', '1.0.0'))).toBe('unknown_remote');
    expect(registryCode(() => promote(root, 'content-blog', '7.7.7'))).toBe('unknown_version');
    expect(registryCode(() => rollback(root, 'content-blog'))).toBe('nothing_to_roll_back');
    promote(root, 'content-blog', '1.0.0');
    expect(registryCode(() => rollback(root, 'content-blog'))).toBe('nothing_to_roll_back');
    expect(registryCode(() => history(root, 'nope'))).toBe('unknown_remote');
  });
});

describe('release (npm start)', () => {
  it('publishes and promotes, then does nothing for an unchanged build', () => {
    const dir = makeBuild('a', '1.0.0', 'one');
    expect(release(root, { remote: 'content-blog', dir })).toMatchObject({
      publish: { version: '1.0.0', status: 'published' },
      promote: { status: 'promoted' },
    });
    const before = history(root).length;
    expect(release(root, { remote: 'content-blog', dir })).toMatchObject({
      publish: { status: 'unchanged' },
      promote: { status: 'unchanged' },
    });
    expect(history(root)).toHaveLength(before);
  });

  it('publishes a changed build of the same version under a build-hash suffix', () => {
    release(root, { remote: 'content-blog', dir: makeBuild('a', '1.0.0', 'one') });
    const { publish: published } = release(root, { remote: 'content-blog', dir: makeBuild('a', '1.0.0', 'two') });
    expect(published.version).toMatch(/^1\.0\.0\+[0-9a-f]{8}$/);
    expect(liveRegistry(root)['content-blog']).toBe(`/remotes/content-blog/${published.version}/mf-manifest.json`);
    expect(readFileSync(join(root, 'content-blog', '1.0.0', 'static', 'blog.1a2b3c4d.js'), 'utf8')).toBe('one');
    expect(rollback(root, 'content-blog').version).toBe('1.0.0');
  });
});
