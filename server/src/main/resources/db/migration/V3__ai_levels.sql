-- Each AI seat's level: "seat:level" pairs, comma-separated (empty in older rows: every AI seat plays ai_level).
ALTER TABLE game ADD COLUMN ai_levels VARCHAR DEFAULT '' NOT NULL;
