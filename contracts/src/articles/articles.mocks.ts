import { slugify } from "../common/content-utils.ts";
import { mockEndpoint, mockError } from "../common/mock-endpoint.ts";
import { createMockStore, newId, nowIso } from "../common/mock-store.ts";
import { changeMockStatus } from "../publishing/publishing.mocks.ts";
import { articleMessages } from "./articles.constants.ts";
import { articlesEndpoints } from "./articles.endpoints.ts";
import { type Article, type ArticleInput, estimateReadTime } from "./articles.schema.ts";

const stamp = (date: string) => `${date}T14:00:00.000Z`;

export const articlesFixtures: readonly Article[] = [
  {
    id: "ad000000-0000-4000-8000-000000000001",
    slug: "listening-for-the-still-small-voice",
    title: "Listening for the Still, Small Voice",
    excerpt: "Why Friends wait in silence, and what we hope to hear when we do.",
    content:
      "<p>Every Sunday we keep a time of waiting worship. In the quiet we listen together for God, as Elijah did on the mountain.</p><p>Silence is not empty: it makes room for the Spirit to speak through any one of us.</p>",
    author: "Pastor Samuel Mwangi",
    date: "2026-11-09",
    category: "teaching",
    tags: ["quaker-practice", "worship"],
    imageUrl: null,
    readTime: 4,
    featured: true,
    isExternal: false,
    externalLink: null,
    status: "published",
    publishedAt: stamp("2026-11-09"),
    translations: {
      sw: {
        title: "Kusikiliza Sauti Ndogo ya Utulivu",
        excerpt: "Kwa nini Marafiki husubiri kwa ukimya, na kile tunachotumaini kusikia tunapofanya hivyo.",
      },
    },
    createdAt: stamp("2026-11-09"),
    updatedAt: stamp("2026-11-09"),
  },
  {
    id: "ad000000-0000-4000-8000-000000000002",
    slug: "from-uvira-to-buffalo",
    title: "From Uvira to Buffalo",
    excerpt: "One family's journey to a new home, and the church that welcomed them.",
    content:
      "<p>When the Baraka family arrived in Buffalo in January, the snow was the first surprise. The second was a church that sang in Swahili.</p>",
    author: "Amina Hassan",
    date: "2026-10-26",
    category: "story",
    tags: ["community", "refugees"],
    imageUrl: null,
    readTime: 6,
    featured: false,
    isExternal: false,
    externalLink: null,
    status: "published",
    publishedAt: stamp("2026-10-26"),
    createdAt: stamp("2026-10-26"),
    updatedAt: stamp("2026-10-26"),
  },
  {
    id: "ad000000-0000-4000-8000-000000000003",
    slug: "quakers-and-the-peace-testimony",
    title: "Quakers and the Peace Testimony",
    excerpt: "A short history of the Friends' witness for peace, from an external source.",
    content: "<p>An introduction to the peace testimony on a partner's website.</p>",
    author: "Niagara Frontier Friends Fellowship",
    date: "2026-10-12",
    category: "reflection",
    tags: ["peace", "quaker-practice"],
    imageUrl: null,
    readTime: 8,
    featured: false,
    isExternal: true,
    externalLink: "https://nf-friends-fellowship.example/peace-testimony",
    status: "published",
    publishedAt: stamp("2026-10-12"),
    createdAt: stamp("2026-10-12"),
    updatedAt: stamp("2026-10-12"),
  },
  {
    id: "ad000000-0000-4000-8000-000000000004",
    slug: "advent-reflections",
    title: "Advent Reflections",
    excerpt: "Four weeks of waiting and hope: a reading for each Sunday of Advent.",
    content: "<p>Draft: readings and questions for each Sunday of Advent.</p>",
    author: "Pastor Samuel Mwangi",
    date: "2026-11-29",
    category: "sermon",
    tags: ["advent"],
    imageUrl: null,
    readTime: 3,
    featured: false,
    isExternal: false,
    externalLink: null,
    status: "draft",
    publishedAt: null,
    createdAt: stamp("2026-11-18"),
    updatedAt: stamp("2026-11-18"),
  },
];

export const articlesStore = createMockStore(() => articlesFixtures);

const newestFirst = (a: Article, b: Article) => b.date.localeCompare(a.date);
const notFound = () => mockError(404, "not_found", articleMessages.notFoundTitle);

function fromInput(input: ArticleInput, current?: Article) {
  const now = nowIso();
  const { slug, readTime, ...fields } = input;
  return {
    ...fields,
    slug: slug ?? slugify(input.title),
    readTime: readTime ?? estimateReadTime(input.content),
    publishedAt: input.status === "published" ? (current?.publishedAt ?? now) : null,
    updatedAt: now,
  };
}

const slugTaken = (slug: string, exceptId?: string) =>
  articlesStore.all().some((a) => a.slug === slug && a.id !== exceptId);

export const articlesHandlers = [
  mockEndpoint(articlesEndpoints.list, ({ query }) => {
    const q = query.q?.toLowerCase();
    const articles = articlesStore
      .all()
      .filter((a) => a.status === "published")
      .filter((a) => !query.category || a.category === query.category)
      .filter((a) => !query.tag || a.tags.includes(query.tag))
      .filter((a) => query.featured === undefined || a.featured === query.featured)
      .filter((a) => !q || `${a.title} ${a.excerpt} ${a.author}`.toLowerCase().includes(q))
      .sort(newestFirst);
    return { articles };
  }),
  mockEndpoint(articlesEndpoints.bySlug, ({ params }) => {
    const article = articlesStore.all().find((a) => a.slug === params.slug && a.status === "published");
    return article ? { article } : notFound();
  }),
  mockEndpoint(articlesEndpoints.adminList, ({ query }) => {
    const q = query.q?.toLowerCase();
    return {
      articles: articlesStore
        .all()
        .filter((a) => !query.status || a.status === query.status)
        .filter((a) => !q || `${a.title} ${a.excerpt} ${a.author}`.toLowerCase().includes(q))
        .sort(newestFirst),
    };
  }),
  mockEndpoint(articlesEndpoints.create, ({ body }) => {
    const fields = fromInput(body);
    if (slugTaken(fields.slug))
      return mockError(409, "conflict", articleMessages.duplicateSlug, {
        slug: articleMessages.duplicateSlug,
      });
    return { article: articlesStore.insert({ id: newId(), ...fields, createdAt: fields.updatedAt }) };
  }),
  mockEndpoint(articlesEndpoints.update, ({ params, body }) => {
    const current = articlesStore.find(params.id);
    if (!current) return notFound();
    const fields = fromInput(body, current);
    if (slugTaken(fields.slug, params.id))
      return mockError(409, "conflict", articleMessages.duplicateSlug, {
        slug: articleMessages.duplicateSlug,
      });
    const article = articlesStore.update(params.id, fields);
    return article ? { article } : notFound();
  }),
  mockEndpoint(articlesEndpoints.remove, ({ params }) =>
    articlesStore.remove(params.id) ? { success: true as const } : notFound(),
  ),
  mockEndpoint(articlesEndpoints.setStatus, ({ params, body }) => {
    const item = changeMockStatus(articlesStore, params.id, body.status, articleMessages.notFoundTitle);
    return item instanceof Response ? item : { article: item };
  }),
];
