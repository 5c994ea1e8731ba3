-- Links the public actions stored before people existed, once: one person per e-mail address (any
-- letter case), created as a visitor, and one timeline entry per action, as services/people/link-person.ts
-- does for new actions. Free-text phones are kept only when they are already E.164 once spaces and
-- punctuation are gone, or ten US digits (SQL has no libphonenumber); text consents carry E.164.
CREATE TEMPORARY TABLE "people_link_actions" ON COMMIT DROP AS
SELECT 'rsvp'::text AS kind, r.id AS ref_id, r.attendee_email AS email, r.attendee_name AS name,
  r.attendee_phone AS phone, r.language, r.created_at AS occurred_at,
  coalesce(e.title, '') || ', ' || r.event_date::text AS summary
FROM "rsvps" r LEFT JOIN "events" e ON e.id = r.event_id
UNION ALL
SELECT 'meeting_request', m.id, m.requester_email, m.requester_name, m.requester_phone, m.language,
  m.created_at, m.requested_date::text || ', ' || m.requested_time
FROM "meeting_requests" m
UNION ALL
SELECT 'contact_message', c.id, c.email, c.name, c.phone, c.language, c.created_at, ''
FROM "contact_messages" c
UNION ALL
SELECT 'newsletter', n.id, n.email, n.first_name || ' ' || n.last_name, NULL, n.language, n.confirmed_at, ''
FROM "newsletter_subscribers" n WHERE n.confirmed_at IS NOT NULL
UNION ALL
SELECT 'donation', d.id, d.donor_email, d.donor_name, NULL, NULL, coalesce(d.donated_at, d.created_at), d.fund
FROM "donations" d WHERE d.status IN ('completed', 'refunded');
--> statement-breakpoint
UPDATE "people_link_actions" SET
  name = regexp_replace(trim(coalesce(name, '')), '\s+', ' ', 'g'),
  phone = CASE
    WHEN regexp_replace(coalesce(phone, ''), '[\s().-]', '', 'g') ~ '^\+[1-9][0-9]{6,14}$'
      THEN regexp_replace(phone, '[\s().-]', '', 'g')
    WHEN regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') ~ '^1?[2-9][0-9]{9}$'
      THEN '+1' || right(regexp_replace(phone, '[^0-9]', '', 'g'), 10)
    ELSE NULL
  END;
--> statement-breakpoint
INSERT INTO "people" ("given_name", "family_name", "email", "phones", "language", "stage", "first_seen_on", "last_seen_on")
SELECT
  coalesce(nullif(split_part(first.name, ' ', 1), ''), split_part(first.email, '@', 1)),
  nullif(substr(first.name, length(split_part(first.name, ' ', 1)) + 2), ''),
  first.email,
  coalesce((SELECT array[a.phone] FROM "people_link_actions" a
    WHERE lower(a.email) = first.key AND a.phone IS NOT NULL ORDER BY a.occurred_at LIMIT 1), '{}'::text[]),
  coalesce((SELECT a.language FROM "people_link_actions" a
    WHERE lower(a.email) = first.key AND a.language IS NOT NULL ORDER BY a.occurred_at DESC LIMIT 1), 'en'),
  'visitor',
  (first.first_at AT TIME ZONE 'America/New_York')::date,
  (first.last_at AT TIME ZONE 'America/New_York')::date
FROM (
  SELECT DISTINCT ON (lower(email)) lower(email) AS key, email, name,
    min(occurred_at) OVER (PARTITION BY lower(email)) AS first_at,
    max(occurred_at) OVER (PARTITION BY lower(email)) AS last_at
  FROM "people_link_actions"
  WHERE coalesce(trim(email), '') <> ''
  ORDER BY lower(email), occurred_at
) first
WHERE NOT EXISTS (SELECT 1 FROM "people" p WHERE lower(p.email) = first.key);
--> statement-breakpoint
INSERT INTO "person_timeline" ("person_id", "kind", "ref_id", "occurred_at", "summary")
SELECT p.id, a.kind, a.ref_id, a.occurred_at, a.summary
FROM "people_link_actions" a
CROSS JOIN LATERAL (
  SELECT id FROM "people" WHERE lower(email) = lower(a.email) AND archived_at IS NULL
  ORDER BY created_at, id LIMIT 1
) p
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "person_timeline" ("person_id", "kind", "ref_id", "occurred_at", "summary")
SELECT t.person_id, 'sms_consent', c.id, c.consented_at, c.channel
FROM "text_consents" c
JOIN "person_timeline" t
  ON (t.kind = 'rsvp' AND t.ref_id = c.rsvp_id) OR (t.kind = 'meeting_request' AND t.ref_id = c.meeting_request_id)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "people" p SET "phones" = array[c.phone]
FROM (
  SELECT DISTINCT ON (t.person_id) t.person_id, c.phone
  FROM "person_timeline" t JOIN "text_consents" c ON c.id = t.ref_id
  WHERE t.kind = 'sms_consent'
  ORDER BY t.person_id, c.consented_at
) c
WHERE c.person_id = p.id AND p.phones = '{}'::text[];
--> statement-breakpoint
-- The same search text as searchTextOf (services/people/people.model.ts).
UPDATE "people" SET "search" = lower(concat_ws(' ', given_name, family_name, known_as, email,
  nullif(regexp_replace(array_to_string(phones, ' '), '[^0-9 ]', '', 'g'), '')));
