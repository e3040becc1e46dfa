import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * What compression is worth it for: text (never an event stream, whose messages must go out as
 * they come), JSON, XML (SVG included) and scripts. PDFs, pictures and other binary answers are
 * compressed already or gain nothing.
 */
const COMPRESSIBLE_TYPE = /^text\/(?!event-stream)|[+/]json(;|$)|[+/]xml(;|$)|javascript(;|$)/;

/** Answers smaller than this (bytes) go out as they are: the saving would not pay the work. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compression of the answers the server computes (API JSON, server-rendered and sitemap pages):
 * brotli when the client accepts it (at a quality cheap enough per request), else gzip, above the
 * threshold. Answers already encoded pass as they are: the build's precompressed `.br` / `.gz`
 * twins (static-apps) carry their own `Content-Encoding`. Registered before any route, so every
 * route gets it; request bodies are not decompressed (no client of the shop sends them encoded).
 */
export default fp(
  async (app) => {
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD,
      customTypes: COMPRESSIBLE_TYPE,
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
