// Routes whose page is not built yet show the shared placeholder.
export { PlaceholderPage as default } from '@shop/shared/ui/placeholder-page';
