-- Lots a full import left out with absent=hidden (issue 32): kept, with their history, but off the site.
ALTER TABLE "lots" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;