/**
 * The code of the views `/:slug` shows besides a category's list, fetched only when a slug turns
 * out to be one of them: the product detail (with its calendar) and the content article (with the
 * HTML sanitiser). The page renders them lazily; its loader asks for the one it needs alongside
 * the view's data, so the code arrives with the data rather than after it.
 */
export const loadProductDetail = () => import('../../features/product-detail/product-detail');

export const loadContentArticle = () => import('../../features/content/content-article');
