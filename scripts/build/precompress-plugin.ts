/**
 * Precompression of a production build: beside every emitted asset worth compressing it emits
 * `<asset>.br` (brotli, highest quality) and `<asset>.gz` (gzip level 9), so the server sends the
 * smaller twin a client accepts (@fastify/static `preCompressed`) without compressing anything per
 * request. Text assets only (scripts, styles, pages, JSON, SVG, web manifests, text). Source maps
 * are left out: only developer tools fetch them, and brotli at its highest quality spent most of the
 * build on them. An asset under the threshold, or one whose compressed form is not smaller, gets no
 * twin.
 *
 * It runs after every other asset step (the service worker's precache list included, which
 * therefore never lists the twins), at the last stage of asset processing.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Compiler } from '@rspack/core';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Extensions of the assets worth compressing. */
export const COMPRESSIBLE_ASSET = /\.(js|mjs|css|html|json|svg|webmanifest|txt)$/;

/** Below this size (bytes) an asset gets no twin: the headers would outweigh the saving. */
export const PRECOMPRESS_THRESHOLD = 1024;

export interface CompressedTwin {
  /** `.br` or `.gz` */
  extension: '.br' | '.gz';
  body: Buffer;
}

/** The twins of one asset's content: only those smaller than the content itself. */
export async function compressedTwins(content: Buffer): Promise<CompressedTwin[]> {
  if (content.length < PRECOMPRESS_THRESHOLD) return [];
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const twins: CompressedTwin[] = [];
  if (br.length < content.length) twins.push({ extension: '.br', body: br });
  if (gz.length < content.length) twins.push({ extension: '.gz', body: gz });
  return twins;
}

export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    // The running compiler's rspack: no value import of @rspack/core (ESM only), so the plugin
    // also loads where modules are CommonJS (jest).
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After the report stage (build.json): every asset of the build exists by now.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        async () => {
          const work = compilation
            .getAssets()
            .filter((asset) => COMPRESSIBLE_ASSET.test(asset.name))
            .map(async (asset) => {
              const source = asset.source.buffer();
              const content = Buffer.isBuffer(source) ? source : Buffer.from(source);
              for (const twin of await compressedTwins(content)) {
                compilation.emitAsset(
                  `${asset.name}${twin.extension}`,
                  new sources.RawSource(twin.body),
                  // A twin of a hashed (immutable) asset is as immutable as the asset.
                  { immutable: asset.info.immutable === true },
                );
              }
            });
          await Promise.all(work);
        },
      );
    });
  }
}
