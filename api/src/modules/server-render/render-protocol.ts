/** What the API and its render workers say to each other. */
import type { RendererSetup, RenderOutcome, RenderRequest } from '@shop/shared/contract';

export interface WorkerSetup {
  /** The deployed shell's renderer (`shell/server/render.js`). */
  rendererFile: string;
  setup: RendererSetup;
  /**
   * Headers the worker adds to its requests to the server itself (`setup.internalOrigin`): they
   * let it fetch what the server keeps from everyone else (the remotes' server containers).
   */
  internalHeaders?: Record<string, string>;
}

export interface WorkerRequest {
  id: number;
  request: RenderRequest;
}

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'outcome'; id: number; outcome: RenderOutcome };
