// Remote failure: reports from the browser when a remote fails to load, and the status page staff read.

export type { RemoteFailureRoutesOptions } from './routes';
export { remoteFailureRoutes } from './routes';
