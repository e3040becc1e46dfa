-- Every change to what the public catalogue answers from (products and their parts, categories,
-- filters, content pages, redirects, branches, currency rates) announces itself on the channel
-- `catalogue_changed`, whoever makes it: the API, a seed, an import or a person at psql. Each API
-- instance listens and drops the catalogue answers it keeps (db/catalogue-watch.ts). One
-- notification per statement; PostgreSQL delivers it when the transaction commits, and folds
-- repeats within one transaction into one.
CREATE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
DO $$
DECLARE
  catalogue_table text;
BEGIN
  FOREACH catalogue_table IN ARRAY ARRAY[
    'category_groups', 'categories', 'subcategories', 'products', 'product_parameters',
    'filters', 'filter_values', 'category_filters', 'product_filter_values',
    'product_alternatives', 'bundle_items', 'product_manuals', 'product_questions',
    'currency_rates', 'pages', 'redirects', 'branches'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"()',
      catalogue_table || '_catalogue_changed', catalogue_table
    );
  END LOOP;
END;
$$;
