// Favourite: favourite products and watched rental periods, with the e-mail when a watched product frees up.

export { favouriteRoutes } from './routes';
export { freedWatchEmailPreviews } from './watch-email';
export { notifyFreedWatches, startWatchSweep } from './watch-notifier';
