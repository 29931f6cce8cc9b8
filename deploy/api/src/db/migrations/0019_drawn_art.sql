CREATE TABLE "drawn_art" (
	"kind" varchar(16) NOT NULL,
	"key" varchar(64) NOT NULL,
	"art" jsonb NOT NULL,
	CONSTRAINT "drawn_art_kind_key_pk" PRIMARY KEY("kind","key")
);
