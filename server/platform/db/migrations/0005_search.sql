-- Full-text search (GET /search, GET /profiles?q=). The 'simple' configuration: names and titles
-- are multilingual, and stemming English rules into them would mangle them. Every statement runs
-- on PGlite and on PostgreSQL 15.

-- The document of an artist: name and username weigh most, then specialties, location, bio.
-- IMMUTABLE so it can feed an index; array_to_string itself is only STABLE, this wrapper is safe
-- because joining text with a space does not depend on any setting.
CREATE FUNCTION artist_search_document(name text, username text, bio text, specialties text[], location text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || coalesce(username, '')), 'A')
      || setweight(to_tsvector('simple'::regconfig, coalesce(array_to_string(specialties, ' '), '')), 'B')
      || setweight(to_tsvector('simple'::regconfig, coalesce(location, '')), 'C')
      || setweight(to_tsvector('simple'::regconfig, coalesce(bio, '')), 'D')
$$;
--> statement-breakpoint

-- An artwork: the title outranks the tags, which outrank the caption.
CREATE FUNCTION media_search_document(title text, caption text, tags text[])
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('simple'::regconfig, coalesce(array_to_string(tags, ' '), '')), 'B')
      || setweight(to_tsvector('simple'::regconfig, coalesce(caption, '')), 'C')
$$;
--> statement-breakpoint

-- An artist's words live in two tables (users: name, username; artist_profiles: the rest), and an
-- index cannot span tables, so the document is a column kept current by triggers on both.
ALTER TABLE artist_profiles ADD COLUMN search_document tsvector NOT NULL DEFAULT ''::tsvector;
--> statement-breakpoint

CREATE FUNCTION artist_profiles_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT artist_search_document(u.name, u.username, NEW.bio, NEW.specialties, NEW.location)
    INTO NEW.search_document
    FROM users u WHERE u.id = NEW.user_id;
  NEW.search_document := coalesce(NEW.search_document, ''::tsvector);
  RETURN NEW;
END
$$;
--> statement-breakpoint

CREATE TRIGGER artist_profiles_search_refresh
  BEFORE INSERT OR UPDATE OF bio, specialties, location, user_id ON artist_profiles
  FOR EACH ROW EXECUTE FUNCTION artist_profiles_search_refresh();
--> statement-breakpoint

CREATE FUNCTION users_artist_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE artist_profiles
     SET search_document = artist_search_document(NEW.name, NEW.username, bio, specialties, location)
   WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER users_artist_search_refresh
  AFTER UPDATE OF name, username ON users
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.username IS DISTINCT FROM NEW.username)
  EXECUTE FUNCTION users_artist_search_refresh();
--> statement-breakpoint

-- Backfill the artists that exist already.
UPDATE artist_profiles p
   SET search_document = artist_search_document(u.name, u.username, p.bio, p.specialties, p.location)
  FROM users u
 WHERE u.id = p.user_id;
--> statement-breakpoint

CREATE INDEX artist_profiles_search_idx ON artist_profiles USING gin (search_document);
--> statement-breakpoint

-- Only published work is ever searched, so only it is indexed.
CREATE INDEX media_search_idx ON media USING gin (media_search_document(title, caption, tags))
  WHERE published = true;
--> statement-breakpoint

CREATE INDEX services_search_idx ON services USING gin (to_tsvector('simple'::regconfig, name));
