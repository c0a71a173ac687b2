-- Postings in several languages (issue 16): a position's own text is in its default language (a
-- supported interface language, the tenant's default when the employer names none); it may carry
-- its title and description in other languages. Search and the job page show the reader's
-- language, falling back to the default. Existing postings take their tenant's default language.
ALTER TABLE positions ADD COLUMN default_language text NOT NULL DEFAULT 'en';
UPDATE positions SET default_language = tenants.config ->> 'defaultLanguage'
  FROM tenants
  WHERE tenants.id = positions.tenant_id AND tenants.config ->> 'defaultLanguage' IS NOT NULL;

CREATE TABLE position_translations (
  position_id integer NOT NULL REFERENCES positions (id) ON DELETE CASCADE,
  language text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  PRIMARY KEY (position_id, language)
);
