import { videoMessages, videoResponseSchema, videosListResponseSchema } from "@church/contracts";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, signIn, testDriver, truncate } from "../../test/test-app.ts";

const video = {
  title: "Sunday Worship, November 15",
  description: "Full service with Swahili hymns.",
  youtubeId: "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30",
  category: "recent-service",
  date: "2026-11-15",
  duration: "1:45:30",
};

describe(`videos [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
  });
  beforeEach(async () => {
    await truncate("videos");
  });

  const create = async (body: Record<string, unknown>) => {
    const result = await call("POST", "/api/videos", { cookie: editor, body });
    expect(result.status).toBe(201);
    return videoResponseSchema.parse(result.body).video;
  };
  const publicList = async (query = "") =>
    videosListResponseSchema.parse((await call("GET", `/api/videos${query}`)).body).videos;

  it("stores the id of a pasted YouTube link and lists the library newest first", async () => {
    expect((await call("POST", "/api/videos", { body: video })).status).toBe(401);
    const older = await create(video);
    expect(older).toMatchObject({
      youtubeId: "dQw4w9WgXcQ",
      duration: "1:45:30",
      thumbnailUrl: null,
      viewCount: 0,
    });
    const newer = await create({
      ...video,
      youtubeId: "https://youtu.be/aBcDeFgHiJk",
      category: "faith-joy-celebration",
      date: "2026-11-22",
    });
    expect((await publicList()).map((v) => v.id)).toEqual([newer.id, older.id]);
    expect((await publicList("?category=recent-service")).map((v) => v.id)).toEqual([older.id]);
  });

  it("answers a link that is not a YouTube video with 400 on the field", async () => {
    const bad = await call("POST", "/api/videos", {
      cookie: editor,
      body: { ...video, youtubeId: "https://vimeo.com/12345" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { youtubeId: videoMessages.invalidId } } });
  });

  it("edits and deletes; unknown ids get 404", async () => {
    const saved = await create(video);
    const edited = await call("PUT", `/api/videos/${saved.id}`, {
      cookie: editor,
      body: { ...video, title: "Edited", youtubeId: "aBcDeFgHiJk" },
    });
    expect(videoResponseSchema.parse(edited.body).video).toMatchObject({
      title: "Edited",
      youtubeId: "aBcDeFgHiJk",
    });
    expect((await call("DELETE", `/api/videos/${saved.id}`, { cookie: editor })).status).toBe(200);
    expect((await call("DELETE", `/api/videos/${saved.id}`, { cookie: editor })).status).toBe(404);
    expect((await call("PUT", `/api/videos/${saved.id}`, { cookie: editor, body: video })).status).toBe(404);
    expect(await publicList()).toEqual([]);
  });
});
