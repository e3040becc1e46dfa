-- The privacy page lists every cookie the shop sets. A shop seeded before the list existed gets
-- its mark at the end of the page, in both languages (the API puts the current list there each
-- time it serves the page); a page that already has the list's anchor is left as it is.
UPDATE "pages" SET "body" = "body" || '<h2 id="cookies"></h2>'
  WHERE "slug" = 'ochrana-osobnich-udaju' AND position('id="cookies"' in "body") = 0;
--> statement-breakpoint
UPDATE "pages" SET "body_en" = "body_en" || '<h2 id="cookies"></h2>'
  WHERE "slug" = 'ochrana-osobnich-udaju' AND position('id="cookies"' in "body_en") = 0;
