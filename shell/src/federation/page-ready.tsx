/**
 * Marks the document once the page shown is live (`<html data-page="ready">`): on a page the
 * server rendered, from the moment the browser has taken its content over (hydrated), so its
 * buttons respond. Browser journeys wait for it before they act on a page.
 */
import { useEffect } from 'react';

export function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.page = 'ready';
    return () => {
      delete document.documentElement.dataset.page;
    };
  }, []);
  return null;
}
