ALTER TABLE "live_stream" ADD COLUMN "translations" jsonb DEFAULT '{"sw":{"streamTitle":"Ibada ya Jumapili","streamDescription":"Jiunge nasi kwa ibada kwa Kiswahili pamoja na tafsiri ya Kiingereza, kila Jumapili kuanzia saa 9:00 alasiri hadi saa 12:00 jioni."}}'::jsonb NOT NULL;--> statement-breakpoint
-- A title or description staff already changed keeps no default Swahili text (it would say something else).
UPDATE "live_stream" SET "translations" = jsonb_strip_nulls(jsonb_build_object('sw', jsonb_build_object(
	'streamTitle', CASE WHEN "stream_title" = 'Sunday Worship Service' THEN "translations"->'sw'->'streamTitle' END,
	'streamDescription', CASE WHEN "stream_description" = 'Join us for worship in Swahili with English translation, every Sunday from 3:00 PM to 6:00 PM.' THEN "translations"->'sw'->'streamDescription' END
)));