-- Blog bodies were stored as typed and shown as HTML (issue 26); the API now sanitises them with
-- sanitize-html when they are written and read. This cleans the rows already stored, in SQL: every "<"
-- that does not open a plain formatting tag (without attributes) or a link to http(s), mailto or tel
-- becomes "&lt;", so a meta refresh, a script, an element with an id or a handler is left as visible
-- text, never markup. Both languages.
UPDATE "blog_posts"
SET "content" = regexp_replace(
  "content",
  '<(?!/?(p|br|hr|b|strong|i|em|u|s|small|sub|sup|mark|code|pre|blockquote|ul|ol|li|h[1-6]|div|span|table|thead|tbody|tfoot|tr|th|td|figure|figcaption|dl|dt|dd)\s*/?>|a\s+href="(https?:|mailto:|tel:)[^"<>]*"\s*>|/a\s*>)',
  '&lt;',
  'gi'
)
WHERE "content" LIKE '%<%';
--> statement-breakpoint
UPDATE "blog_posts"
SET "translations" = jsonb_set(
  "translations",
  '{sw,content}',
  to_jsonb(regexp_replace(
    "translations"->'sw'->>'content',
    '<(?!/?(p|br|hr|b|strong|i|em|u|s|small|sub|sup|mark|code|pre|blockquote|ul|ol|li|h[1-6]|div|span|table|thead|tbody|tfoot|tr|th|td|figure|figcaption|dl|dt|dd)\s*/?>|a\s+href="(https?:|mailto:|tel:)[^"<>]*"\s*>|/a\s*>)',
    '&lt;',
    'gi'
  ))
)
WHERE jsonb_typeof("translations"->'sw'->'content') = 'string'
  AND "translations"->'sw'->>'content' LIKE '%<%';
