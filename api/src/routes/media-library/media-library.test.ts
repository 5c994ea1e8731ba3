import {
  apiErrorSchema,
  articleResponseSchema,
  mediaItemResponseSchema,
  mediaLibraryMessages,
  mediaListResponseSchema,
} from "@church/contracts";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

/** A camera-like JPEG: a gradient so the encoder has something to do. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 140, b: 90 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

async function upload(
  cookie: string | undefined,
  file: { bytes: Uint8Array; name: string; type: string } | null,
  fields: Record<string, string> = {},
) {
  const { app } = await getTestApp();
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.set("file", new File([file.bytes], file.name, { type: file.type }));
  const response = await app.request("/api/media-library", {
    method: "POST",
    body: form,
    headers: cookie ? { cookie } : {},
  });
  const body = (await response.json()) as unknown;
  if (response.status >= 400) expect(apiErrorSchema.safeParse(body).success).toBe(true);
  return { status: response.status, body };
}

const alt = { en: "The meeting house in autumn", sw: "Nyumba ya mikutano wakati wa vuli" };

describe(`media library [${testDriver}]`, () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signIn("content_editor");
  });
  beforeEach(async () => {
    await truncate("media_items", "articles");
  });

  const uploadPhoto = async (width = 2400, height = 1600, fields: Record<string, string> = {}) => {
    const bytes = new Uint8Array(await photo(width, height));
    const result = await upload(editor, { bytes, name: "autumn.jpg", type: "image/jpeg" }, fields);
    expect(result.status).toBe(201);
    return mediaItemResponseSchema.parse(result.body).item;
  };

  it("keeps a picture at the widths pages use, as WebP, never enlarged", async () => {
    expect((await upload(undefined, null)).status).toBe(401);
    const item = await uploadPhoto(2400, 1600);
    expect(item.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 320],
      [800, 534],
      [1200, 800],
      [1600, 1067],
    ]);
    expect(item).toMatchObject({ width: 1600, height: 1067, ready: false, fileName: "autumn.jpg" });
    expect(item.url).toBe(`/api/media-library/${item.id}/1600.webp`);

    const { app } = await getTestApp();
    const file = await app.request(item.variants[1]?.url ?? "");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/webp");
    expect(file.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(new Uint8Array(await file.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 800, 534]);

    const small = await uploadPhoto(1000, 500);
    expect(small.variants.map((v) => [v.width, v.url.split("/").pop()])).toEqual([
      [480, "480.webp"],
      [800, "800.webp"],
      [1000, "1200.webp"],
    ]);
  });

  it("refuses what is not a picture, too small or missing, with a message naming the file", async () => {
    const fake = await upload(editor, {
      bytes: new TextEncoder().encode("<html><script>alert(1)</script></html>"),
      name: "photo.jpg",
      type: "image/jpeg",
    });
    expect(fake).toMatchObject({
      status: 400,
      body: { error: { fields: { file: mediaLibraryMessages.unreadable } } },
    });
    const pdf = await upload(editor, {
      bytes: new Uint8Array([37, 80, 68, 70]),
      name: "a.pdf",
      type: "application/pdf",
    });
    expect(pdf).toMatchObject({
      status: 400,
      body: { error: { fields: { file: mediaLibraryMessages.fileType } } },
    });
    const tiny = await upload(editor, {
      bytes: new Uint8Array(await photo(120, 80)),
      name: "icon.jpg",
      type: "image/jpeg",
    });
    expect(tiny).toMatchObject({
      status: 400,
      body: { error: { fields: { file: mediaLibraryMessages.tooSmall } } },
    });
    expect(await upload(editor, null)).toMatchObject({
      status: 400,
      body: { error: { fields: { file: mediaLibraryMessages.fileRequired } } },
    });
    const list = mediaListResponseSchema.parse(
      (await call("GET", "/api/media-library", { cookie: editor })).body,
    );
    expect(list.items).toEqual([]);
  });

  it("lets an article use a picture only once it is described in both languages", async () => {
    const item = await uploadPhoto(1800, 1200, { altEn: alt.en });
    const article = {
      title: "Autumn at the meeting house",
      excerpt: "Leaves and silence.",
      content: "<p>Autumn.</p>",
      date: "2026-11-09",
      status: "published",
      imageUrl: item.url,
    };
    const refused = await call("POST", "/api/articles", { cookie: editor, body: article });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { fields: { imageUrl: mediaLibraryMessages.altRequired } } });

    const described = await call("PUT", `/api/media-library/${item.id}/alt`, {
      cookie: editor,
      body: { alt },
    });
    expect(mediaItemResponseSchema.parse(described.body).item.ready).toBe(true);
    const saved = await call("POST", "/api/articles", { cookie: editor, body: article });
    expect(saved.status).toBe(201);
    const slug = articleResponseSchema.parse(saved.body).article.slug;

    const page = articleResponseSchema.parse((await call("GET", `/api/articles/${slug}`)).body).article;
    expect(page.image).toMatchObject({ id: item.id, alt, width: 1600 });
    expect(page.image?.variants.map((v) => v.width)).toEqual([480, 800, 1200, 1600]);

    // Deleted: the page shows no picture rather than a broken one.
    expect((await call("DELETE", `/api/media-library/${item.id}`, { cookie: editor })).status).toBe(200);
    const after = articleResponseSchema.parse((await call("GET", `/api/articles/${slug}`)).body).article;
    expect(after).toMatchObject({ imageUrl: null, image: null });
  });

  it("lists pictures with their alt text, and deletes one with its files", async () => {
    const item = await uploadPhoto(900, 600, { altEn: alt.en, altSw: alt.sw });
    const listed = await call("GET", "/api/media-library", { cookie: editor });
    expect(mediaListResponseSchema.parse(listed.body).items).toMatchObject([
      { id: item.id, alt, ready: true },
    ]);

    expect((await call("DELETE", `/api/media-library/${item.id}`, { cookie: editor })).status).toBe(200);
    expect((await call("GET", item.url)).status).toBe(404);
    expect((await call("DELETE", `/api/media-library/${item.id}`, { cookie: editor })).status).toBe(404);
    expect((await call("GET", `/api/media-library/${item.id}/333.webp`)).status).toBe(400);
  });
});
