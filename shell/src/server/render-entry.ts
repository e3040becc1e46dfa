/**
 * The server renderer's entry (`server/render.js`, CommonJS). The async boundary: the shared
 * singletons are negotiated with the remotes' server containers before the renderer's code runs.
 */
import type {
  RendererHost,
  RendererSetup,
  RenderOutcome,
  RenderRequest,
} from '@shop/shared/contract';

export async function start(setup: RendererSetup, host: RendererHost): Promise<void> {
  const renderer = await import('./render');
  await renderer.start(setup, host);
}

export async function render(request: RenderRequest): Promise<RenderOutcome> {
  const renderer = await import('./render');
  return renderer.render(request);
}
