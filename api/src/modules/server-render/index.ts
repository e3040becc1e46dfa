// Server render: the pool of worker threads that render the shop's pages on the server.

export { createRendererPool } from './renderer-pool';
