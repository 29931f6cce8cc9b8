import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { IMAGE_WIDTHS, imageUrl, LEAD_IMAGE_SIZES, PAGE_MODULES, type ImageWidth, type InlinedPage, type LanguageCode, type PageModuleName, type Registry } from '@shop/contracts';
import { REMOTES_PREFIX, SHELL_PREFIX } from './static-files';

/** A hint for the browser to fetch something the page will need, before any script asks for it. */
export type Preload =
  | { as: 'fetch' | 'script' | 'style'; href: string; priority?: 'low' }
  | { as: 'image'; href: string; srcset: string; sizes: string };

/** What the edge reads of a remote's mf-manifest.json. */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

/**
 * The files a page's remote module needs first, from the remote's live manifest: the manifest
 * itself (the federation runtime fetches it), the remote entry, and the exposed module's
 * synchronous JS and CSS. A version folder never changes, so each manifest is read once. The
 * chunks are classic scripts (webpack's JSONP chunks and a global remote entry), so the hint is
 * `preload as=script`, which is what `modulepreload` is for ES modules.
 */
export class RemotePreloads {
  private readonly manifests = new Map<string, Manifest | null>();

  constructor(private readonly registryRoot: string) {}

  forPage(page: PageModuleName, registry: Registry): Preload[] {
    const { remote, module } = PAGE_MODULES[page];
    const manifestUrl = registry[remote];
    if (!manifestUrl?.startsWith(REMOTES_PREFIX)) return [];
    const manifest = this.manifest(manifestUrl);
    if (!manifest) return [];
    const folder = posix.dirname(manifestUrl);
    const at = (file: string) => posix.join(folder, file);
    const entry = manifest.metaData?.remoteEntry;
    const assets = manifest.exposes?.find((expose) => expose.path === module)?.assets;
    return [
      { as: 'fetch', href: manifestUrl },
      ...(entry?.name ? [{ as: 'script' as const, href: at(posix.join(entry.path ?? '', entry.name)) }] : []),
      ...(assets?.js?.sync ?? []).map((file) => ({ as: 'script' as const, href: at(file) })),
      ...(assets?.css?.sync ?? []).map((file) => ({ as: 'style' as const, href: at(file) })),
    ];
  }

  private manifest(manifestUrl: string): Manifest | null {
    if (!this.manifests.has(manifestUrl)) {
      let manifest: Manifest | null = null;
      try {
        manifest = JSON.parse(readFileSync(join(this.registryRoot, manifestUrl.slice(REMOTES_PREFIX.length)), 'utf8')) as Manifest;
      } catch {
        // A missing or broken manifest costs the hints, never the page.
      }
      this.manifests.set(manifestUrl, manifest);
    }
    return this.manifests.get(manifestUrl) ?? null;
  }
}

/**
 * The shell's texts in the page's language: a chunk main.js fetches before its first render
 * (shell/src/i18n/texts.ts names it `texts-{language}.{hash}.js`), hinted so it comes beside
 * main.js instead of after it. Read from the shell build when a page is made, as its index.html
 * is; a shell build without such chunks (before they existed) gets no hint.
 */
export async function shellTextsPreload(shellDir: string, language: LanguageCode): Promise<Preload[]> {
  const files = await readdir(shellDir).catch(() => [] as string[]);
  const chunk = files.find((file) => file.startsWith(`texts-${language}.`) && file.endsWith('.js'));
  return chunk ? [{ as: 'script', href: `${SHELL_PREFIX}${chunk}` }] : [];
}

type ImageUrls = Record<ImageWidth, string>;

const srcset = (urls: ImageUrls) => IMAGE_WIDTHS.map((width) => `${urls[width]} ${width}w`).join(', ');
const urlsOf = (base: string) => Object.fromEntries(IMAGE_WIDTHS.map((width) => [width, imageUrl(base, width)])) as ImageUrls;

function image(urls: ImageUrls, sizes: string): Preload {
  return { as: 'image', href: urls[768], srcset: srcset(urls), sizes };
}

/**
 * The page's largest image, likely its LCP element: a product's first photo, a post's cover, the
 * home carousel's first slide. Same files and `sizes` as the page's <img>, so the browser reuses
 * the preloaded one.
 */
export function leadImage(block: InlinedPage | undefined): Preload | undefined {
  if (!block || block.reply.status !== 200) return undefined;
  switch (block.kind) {
    case 'resolve': {
      const data = block.reply.data;
      if (data && 'product' in data) {
        const [photo] = data.product.images;
        return photo && image(photo.urls, LEAD_IMAGE_SIZES.productPhoto);
      }
      if (data && 'home' in data) {
        // Lighthouse and phones pick the carousel's first slide as the largest paint; the hero when there is none.
        const banner = data.home.carousel[0] ?? data.home.blocks.find((b) => b.type === 'hero');
        return banner && image(banner.image.urls, LEAD_IMAGE_SIZES.homeBanner);
      }
      return undefined;
    }
    case 'blog-post':
      return image(urlsOf(block.reply.post.image), LEAD_IMAGE_SIZES.postCover);
    default:
      return undefined;
  }
}
