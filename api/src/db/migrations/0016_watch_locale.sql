-- A watch remembers the language of the page it was set from: its e-mail is written in it. Watches
-- set before are Czech, the shop's default language.
ALTER TABLE "favourite_watches" ADD COLUMN "locale" text DEFAULT 'cs' NOT NULL;
