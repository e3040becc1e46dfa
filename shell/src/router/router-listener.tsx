/**
 * The shell's own listeners to the browser's router (the page's language follows its address;
 * links in view are prefetched once a page has settled), subscribed only after the router's
 * provider: the shop renders this right after the provider (`ShopPage`'s `afterRouter`), so its
 * layout effect runs after the provider's, in the same commit.
 *
 * The order matters. While nobody listens, React Router holds a navigation's end for the provider
 * and hands it over when the provider subscribes (in its layout effect). With a listener of ours
 * there first, it holds nothing: a first navigation that ends between the provider's render and
 * its subscription (a fast answer while React renders the page in slices) never reaches the
 * provider, and the page stays on its loading state for good.
 */
import { useLayoutEffect } from 'react';

export function RouterListener({ listen }: { listen: () => () => void }) {
  useLayoutEffect(listen, [listen]);
  return null;
}
