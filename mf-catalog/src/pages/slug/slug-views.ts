/**
 * The code of the views `/:slug` shows besides a category's list, fetched only when a slug turns
 * out to be one of them: the product detail (with its calendar) and the content article (with the
 * HTML sanitiser). The page renders them lazily; its loader fetches the one it needs before the
 * page is shown, so a navigation shows the page at once instead of a spinner first.
 */
export const loadProductDetail = () => import('../../features/product-detail/product-detail');

export const loadContentArticle = () => import('../../features/content/content-article');
