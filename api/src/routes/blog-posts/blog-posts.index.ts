import { endpoints } from "@church/contracts";
import type { AppDeps } from "../../lib/context.ts";
import { route } from "../../lib/route.ts";
import { createBlogPostsHandlers } from "./blog-posts.handlers.ts";

export function blogPostsRoutes(deps: AppDeps) {
  const h = createBlogPostsHandlers(deps);
  return [
    route(endpoints.blogPosts.list, h.list),
    route(endpoints.blogPosts.adminList, h.adminList),
    route(endpoints.blogPosts.create, h.create),
    route(endpoints.blogPosts.update, h.update),
    route(endpoints.blogPosts.remove, h.remove),
    route(endpoints.blogPosts.setStatus, h.setStatus),
  ];
}
