import { currentMockUser } from "../auth/auth.mocks.ts";
import { mockEndpoint, mockError } from "../common/mock-endpoint.ts";
import { createMockStore, newId, nowIso } from "../common/mock-store.ts";
import { changeMockStatus } from "../publishing/publishing.mocks.ts";
import { blogPostMessages } from "./blog-posts.constants.ts";
import { blogPostsEndpoints } from "./blog-posts.endpoints.ts";
import type { BlogPost, BlogPostInput } from "./blog-posts.schema.ts";

export const blogPostsFixtures: readonly BlogPost[] = [
  {
    id: "af000000-0000-4000-8000-000000000001",
    title: "Thanksgiving: Counting Our Blessings",
    excerpt: "A devotion for the week of Thanksgiving.",
    content:
      "As we gather with family this week, let us remember the neighbours who are far from home, and make room at our tables.",
    category: "devotion",
    imageUrl: null,
    videoUrl: null,
    isExternal: false,
    externalUrl: null,
    tags: ["thanksgiving", "gratitude"],
    status: "published",
    author: "Samuel Mwangi",
    publishedAt: "2026-11-20T13:00:00.000Z",
    translations: {
      sw: {
        title: "Shukrani: Kuhesabu Baraka Zetu",
        excerpt: "Ibada ya kila siku kwa wiki ya Shukrani.",
      },
    },
    createdAt: "2026-11-20T13:00:00.000Z",
    updatedAt: "2026-11-20T13:00:00.000Z",
  },
  {
    id: "af000000-0000-4000-8000-000000000002",
    title: "Testimony: Finding a Church Family",
    excerpt: "How a newcomer found friendship and faith in Buffalo.",
    content:
      "When I arrived in Buffalo I knew no one. The first Sunday, someone greeted me in Swahili and I cried.",
    category: "testimony",
    imageUrl: null,
    videoUrl: null,
    isExternal: false,
    externalUrl: null,
    tags: ["testimony", "community"],
    status: "draft",
    author: "Amina Hassan",
    publishedAt: null,
    createdAt: "2026-11-17T10:30:00.000Z",
    updatedAt: "2026-11-17T10:30:00.000Z",
  },
];

export const blogPostsStore = createMockStore(() => blogPostsFixtures);

const notFound = () => mockError(404, "not_found", blogPostMessages.notFound);
const newestFirst = (a: BlogPost, b: BlogPost) => b.createdAt.localeCompare(a.createdAt);

function fromInput(input: BlogPostInput, current?: BlogPost) {
  const now = nowIso();
  return {
    ...input,
    author: input.author || current?.author || currentMockUser()?.name || "Church Staff",
    publishedAt: input.status === "published" ? (current?.publishedAt ?? now) : null,
    updatedAt: now,
  };
}

export const blogPostsHandlers = [
  mockEndpoint(blogPostsEndpoints.list, ({ query }) => ({
    posts: blogPostsStore
      .all()
      .filter((p) => p.status === "published" && (!query.category || p.category === query.category))
      .sort(newestFirst),
  })),
  mockEndpoint(blogPostsEndpoints.adminList, ({ query }) => {
    const q = query.q?.toLowerCase();
    return {
      posts: blogPostsStore
        .all()
        .filter((p) => !query.status || p.status === query.status)
        .filter((p) => !q || `${p.title} ${p.excerpt} ${p.author}`.toLowerCase().includes(q))
        .sort(newestFirst),
    };
  }),
  mockEndpoint(blogPostsEndpoints.create, ({ body }) => {
    const fields = fromInput(body);
    return { post: blogPostsStore.insert({ id: newId(), ...fields, createdAt: fields.updatedAt }) };
  }),
  mockEndpoint(blogPostsEndpoints.update, ({ params, body }) => {
    const current = blogPostsStore.find(params.id);
    if (!current) return notFound();
    const post = blogPostsStore.update(params.id, fromInput(body, current));
    return post ? { post } : notFound();
  }),
  mockEndpoint(blogPostsEndpoints.remove, ({ params }) =>
    blogPostsStore.remove(params.id) ? { success: true as const } : notFound(),
  ),
  mockEndpoint(blogPostsEndpoints.setStatus, ({ params, body }) => {
    const item = changeMockStatus(blogPostsStore, params.id, body.status, blogPostMessages.notFound);
    return item instanceof Response ? item : { post: item };
  }),
];
