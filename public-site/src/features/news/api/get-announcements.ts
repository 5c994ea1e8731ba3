import { compareAnnouncements } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { routes } from "../../../lib/routes.ts";

/** Published announcements by priority (urgent, normal, info), then newest. */
export const announcementsQuery = () =>
  queryOptions({
    queryKey: ["announcements"],
    queryFn: async () =>
      (await api.call(routes.announcements.list)).announcements.toSorted(compareAnnouncements),
    staleTime: 60_000,
  });

export function useAnnouncements() {
  return useQuery(announcementsQuery());
}

/** One published announcement; null when there is no such slug (the "Announcement Not Found" state). */
export const announcementQuery = (slug: string) =>
  queryOptions({
    queryKey: ["announcements", slug],
    queryFn: async () => {
      try {
        return (await api.call(routes.announcements.bySlug, { params: { slug } })).announcement;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });

export function useAnnouncement(slug: string) {
  return useQuery(announcementQuery(slug));
}
