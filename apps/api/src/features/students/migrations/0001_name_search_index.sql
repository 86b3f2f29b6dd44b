-- Students search (issue 36): the folded full name of platform/text/turkish-fold.ts (foldSql over
-- first_name || ' ' || last_name, literally the same expression, so the planner matches it). A trigram GIN
-- index serves "contains" searches (LIKE '%word%') where pg_trgm can be created (PostgreSQL 13+: a trusted
-- extension); elsewhere (PGlite without the extension loaded, a role without CREATE) a btree serves prefixes.
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    NULL;
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS persons_name_fold_trgm_idx ON persons USING gin (lower(translate(first_name || '' '' || last_name, ''ÇĞİIÖŞÜçğıöşüÂÎÛâîûÁÀÄÃÅáàäãåÉÈÊËéèêëÍÌÏíìïÓÒÔÕóòôõÚÙúùÑñ'', ''cgiiosucgiosuaiuaiuaaaaaaaaaaeeeeeeeeiiiiiioooooooouuuunn'')) gin_trgm_ops)';
  ELSE
    EXECUTE 'CREATE INDEX IF NOT EXISTS persons_name_fold_idx ON persons (lower(translate(first_name || '' '' || last_name, ''ÇĞİIÖŞÜçğıöşüÂÎÛâîûÁÀÄÃÅáàäãåÉÈÊËéèêëÍÌÏíìïÓÒÔÕóòôõÚÙúùÑñ'', ''cgiiosucgiosuaiuaiuaaaaaaaaaaeeeeeeeeiiiiiioooooooouuuunn'')) text_pattern_ops)';
  END IF;
END
$$;
