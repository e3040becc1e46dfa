-- Trigram matching for the catalogue search (LIKE '%word%' on search_text columns uses a GIN
-- index). Bundled with PGlite as an optional extension (loaded in db/client.ts) and part of
-- PostgreSQL's contrib (trusted since PostgreSQL 13, so the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
