-- Hand-written (drizzle-kit cannot express a data change): subscriber preferences were free
-- JSON; they become { "topics": [...] } holding only the known topics, in their order
-- (NEWSLETTER_TOPICS, decision 023). A topic listed under "topics", or set true as a key of
-- its own, is kept; anything else is dropped. The next migration then adds the check.
UPDATE "subscribers" AS s
SET "preferences" = jsonb_build_object('topics', coalesce((
  SELECT jsonb_agg(k.topic ORDER BY k.position)
  FROM unnest(ARRAY['new_work', 'exhibitions', 'studio_news']) WITH ORDINALITY AS k(topic, position)
  WHERE (jsonb_typeof(s."preferences" -> 'topics') = 'array' AND s."preferences" -> 'topics' ? k.topic)
     OR s."preferences" -> k.topic = 'true'::jsonb
), '[]'::jsonb));
