// What the bench's seed answers (printed as JSON): read by the bench without the seed's code.

export interface BenchSeedResult {
  products: number;
  seedSeconds: number;
  /** cs slug of a category with products (a product list page). */
  categorySlug: string;
  /** cs slug of a seeded (not variant) product with a price (a product detail page). */
  productSlug: string;
  productId: number;
  /** cs slugs of products spread over the whole catalogue (for render timing). */
  sampleSlugs: string[];
  customer: { email: string; password: string };
}
