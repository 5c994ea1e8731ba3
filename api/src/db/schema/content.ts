import {
  type Announcement,
  type Article,
  announcementPriorities,
  articleCategories,
  type BlogPost,
  blogCategories,
  type Partnership,
  publishStatusSchema,
  type SiteContentItem,
  siteSections,
} from "@church/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { enumValues, oneOf, tagsColumn, timestamps } from "./columns.ts";

export const publishStatuses = enumValues(publishStatusSchema);

/** `translations` of a content entity ({ sw: {...} }), typed from its contract. */
type Translations<T extends { translations?: unknown }> = NonNullable<T["translations"]>;
const translations = <T extends { translations?: unknown }>() =>
  jsonb("translations").$type<Translations<T>>().notNull().default(sql`'{}'::jsonb`);

const publishing = () => ({
  status: text("status", { enum: publishStatuses }).notNull().default("draft"),
  publishedAt: timestamp("published_at", { withTimezone: true }),
});

/** Texts and images of the public pages, one row per section + key. */
export const siteContent = pgTable(
  "site_content",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    section: text("section", { enum: siteSections }).notNull(),
    key: text("key").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    imageUrl: text("image_url"),
    status: text("status", { enum: publishStatuses }).notNull().default("published"),
    translations: translations<SiteContentItem>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("site_content_section_key_unique").on(t.section, t.key),
    index("site_content_status_section_idx").on(t.status, t.section),
    check("site_content_section_check", oneOf(t.section, siteSections)),
    check("site_content_status_check", oneOf(t.status, publishStatuses)),
  ],
);

export const articles = pgTable(
  "articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    /** Sanitised HTML. */
    content: text("content").notNull(),
    author: text("author").notNull().default(""),
    date: date("date", { mode: "string" }).notNull(),
    category: text("category", { enum: articleCategories }).notNull().default("teaching"),
    tags: tagsColumn(),
    imageUrl: text("image_url"),
    readTime: integer("read_time").notNull().default(1),
    featured: boolean("featured").notNull().default(false),
    isExternal: boolean("is_external").notNull().default(false),
    externalLink: text("external_link"),
    ...publishing(),
    translations: translations<Article>(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("articles_slug_unique").on(t.slug),
    index("articles_status_date_idx").on(t.status, t.date.desc()),
    check("articles_category_check", oneOf(t.category, articleCategories)),
    check("articles_status_check", oneOf(t.status, publishStatuses)),
    check("articles_read_time_check", sql`${t.readTime} >= 1`),
  ],
);

export const announcements = pgTable(
  "announcements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    /** Sanitised HTML. */
    content: text("content").notNull(),
    author: text("author").notNull().default(""),
    date: date("date", { mode: "string" }).notNull(),
    time: text("time"),
    priority: text("priority", { enum: announcementPriorities }).notNull().default("normal"),
    category: text("category").notNull(),
    tags: tagsColumn(),
    location: text("location"),
    contact: text("contact"),
    imageUrl: text("image_url"),
    ...publishing(),
    /** After this moment the public list no longer shows it. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    translations: translations<Announcement>(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("announcements_slug_unique").on(t.slug),
    index("announcements_status_date_idx").on(t.status, t.date.desc()),
    check("announcements_priority_check", oneOf(t.priority, announcementPriorities)),
    check("announcements_status_check", oneOf(t.status, publishStatuses)),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull(),
    category: text("category", { enum: blogCategories }).notNull().default("sermon"),
    imageUrl: text("image_url"),
    videoUrl: text("video_url"),
    isExternal: boolean("is_external").notNull().default(false),
    externalUrl: text("external_url"),
    tags: tagsColumn(),
    ...publishing(),
    author: text("author").notNull().default(""),
    translations: translations<BlogPost>(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("blog_posts_status_created_idx").on(t.status, t.createdAt.desc()),
    check("blog_posts_category_check", oneOf(t.category, blogCategories)),
    check("blog_posts_status_check", oneOf(t.status, publishStatuses)),
  ],
);

/** The partnerships of the home-page carousel, in `position` order. */
export const partnerships = pgTable(
  "partnerships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    position: integer("position").notNull().default(0),
    name: text("name").notNull(),
    description: text("description").notNull(),
    detailedDescription: text("detailed_description").notNull(),
    location: text("location").notNull(),
    website: text("website").notNull(),
    quoteText: text("quote_text").notNull(),
    quoteReference: text("quote_reference").notNull(),
    impactAreas: jsonb("impact_areas").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    imageUrl: text("image_url").notNull(),
    backgroundClass: text("background_class").notNull(),
    borderClass: text("border_class").notNull(),
    translations: translations<Partnership>(),
    ...timestamps,
  },
  (t) => [index("partnerships_position_idx").on(t.position)],
);

/** The Swahili names staff gave tags (decision 019), by lower-case tag; the content keeps the English tag. */
export const tagNames = pgTable(
  "tag_names",
  {
    tag: text("tag").primaryKey(),
    nameSw: text("name_sw").notNull(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("tag_names_tag_lower_check", sql`${t.tag} = lower(${t.tag})`)],
);
