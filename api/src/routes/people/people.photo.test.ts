import { apiErrorSchema, ERASE_CONFIRMATION, type MergeResponse, type Person } from "@church/contracts";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { people } from "../../db/schema.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../../test/test-app.ts";

/** A phone's picture: 1600x1200 JPEG, with the place it was taken in its EXIF. */
const cameraPicture = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#3a7d44" } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneMaker", Model: "Camera 9" }, IFD3: { GPSLatitudeRef: "N" } })
    .toBuffer();

/** Sends the photo as the person page does (multipart, field `photo`). */
async function upload(id: string, cookie: string, file?: { bytes: Uint8Array; name: string; type: string }) {
  const { app } = await getTestApp();
  const form = new FormData();
  if (file) form.set("photo", new File([file.bytes], file.name, { type: file.type }));
  const response = await app.request(`/api/crm/people/${id}/photo`, {
    method: "PUT",
    body: form,
    headers: { cookie },
  });
  const body = (await response.json()) as unknown;
  if (response.status >= 400) expect(apiErrorSchema.safeParse(body).success).toBe(true);
  return { status: response.status, body };
}

describe(`a person's photo [${testDriver}]`, () => {
  let pastor: string;
  let editor: string;
  beforeAll(async () => {
    pastor = await signIn("pastor");
    editor = await signIn("content_editor");
  });
  beforeEach(() => truncate("people", "households", "audit_log"));

  async function newPerson(givenName: string, email: string | null) {
    const made = await call("POST", "/api/crm/people", {
      cookie: pastor,
      body: { givenName, familyName: "Otieno", language: "sw", phones: [], email, stage: "attender" },
    });
    expect(made.status).toBe(201);
    return (made.body as { person: Person }).person.id;
  }
  const keyOf = async (id: string) => {
    const { deps } = await getTestApp();
    const [row] = await deps.db.select({ key: people.photoKey }).from(people).where(eq(people.id, id));
    return row?.key ?? null;
  };
  const stored = async (key: string) => (await getTestApp()).deps.storage.stat(key);

  it("keeps a phone's picture as a small square WebP without its metadata, for staff only and never cached", async () => {
    const id = await newPerson("Amina", "amina@example.org");
    expect((await sharp(await cameraPicture()).metadata()).exif).toBeDefined();
    const res = await upload(id, pastor, {
      bytes: await cameraPicture(),
      name: "IMG_0001.jpg",
      type: "image/jpeg",
    });
    expect(res.status).toBe(200);
    const person = (res.body as { person: Person }).person;
    expect(person.photoUrl).toMatch(new RegExp(`^/api/crm/people/${id}/photo\\?v=[0-9a-f]{8}$`));

    const { app } = await getTestApp();
    const photo = await app.request(person.photoUrl ?? "", { headers: { cookie: pastor } });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/webp");
    expect(photo.headers.get("cache-control")).toBe("private, no-store");
    const bytes = Buffer.from(await photo.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 320, 320]);
    expect(meta.exif).toBeUndefined();
    expect(bytes.length).toBeLessThan(20_000);

    expect((await app.request(person.photoUrl ?? "")).status).toBe(401);
    expect((await app.request(person.photoUrl ?? "", { headers: { cookie: editor } })).status).toBe(403);
    expect((await upload(id, editor, { bytes, name: "x.webp", type: "image/webp" })).status).toBe(403);
  });

  it("refuses what is not a picture and a form without one, naming the field, and keeps the photo it had", async () => {
    const id = await newPerson("Baraka", "baraka@example.org");
    await upload(id, pastor, { bytes: await cameraPicture(), name: "a.jpg", type: "image/jpeg" });
    const key = await keyOf(id);

    const text = await upload(id, pastor, {
      bytes: new TextEncoder().encode("not a picture at all"),
      name: "photo.jpg",
      type: "image/jpeg",
    });
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({
      error: { fields: { photo: "This file is not a picture we can read" } },
    });
    const none = await upload(id, pastor);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ error: { fields: { photo: "Choose a picture" } } });
    expect(await keyOf(id)).toBe(key);
    expect(
      (
        await upload("00000000-0000-4000-8000-000000000000", pastor, {
          bytes: await cameraPicture(),
          name: "a.jpg",
          type: "image/jpeg",
        })
      ).status,
    ).toBe(404);
  });

  it("a new photo replaces the old one's file; removing it removes the file", async () => {
    const id = await newPerson("Chiku", "chiku@example.org");
    await upload(id, pastor, { bytes: await cameraPicture(), name: "a.jpg", type: "image/jpeg" });
    const first = await keyOf(id);
    await upload(id, pastor, { bytes: await cameraPicture(), name: "b.jpg", type: "image/jpeg" });
    const second = await keyOf(id);
    expect(second).not.toBe(first);
    expect(await stored(first ?? "")).toBeNull();
    expect(await stored(second ?? "")).not.toBeNull();

    const removed = await call("DELETE", `/api/crm/people/${id}/photo`, { cookie: pastor });
    expect((removed.body as { person: Person }).person.photoUrl).toBeNull();
    expect(await stored(second ?? "")).toBeNull();
    expect((await call("GET", `/api/crm/people/${id}/photo`, { cookie: pastor })).status).toBe(404);
  });

  it("is in the person's own data export, goes with an erasure, and moves to the kept person in a merge", async () => {
    const id = await newPerson("Dalia", "dalia@example.org");
    await upload(id, pastor, { bytes: await cameraPicture(), name: "a.jpg", type: "image/jpeg" });
    const exported = await call("GET", `/api/crm/people/${id}/export`, { cookie: pastor });
    expect((exported.body as { photo: string | null }).photo).toMatch(/^data:image\/webp;base64,UklGR/);
    const key = await keyOf(id);
    expect(
      (
        await call("POST", `/api/crm/people/${id}/erase`, {
          cookie: pastor,
          body: { confirm: ERASE_CONFIRMATION },
        })
      ).status,
    ).toBe(200);
    expect(await stored(key ?? "")).toBeNull();

    const kept = await newPerson("Esther", null);
    const other = await newPerson("Esther", "esther.o@example.org");
    await upload(other, pastor, { bytes: await cameraPicture(), name: "a.jpg", type: "image/jpeg" });
    const otherKey = await keyOf(other);
    const merged = await call("POST", `/api/crm/people/${kept}/merge`, {
      cookie: pastor,
      body: { mergeId: other },
    });
    expect(merged.status).toBe(200);
    const result = merged.body as MergeResponse;
    expect(result.merge.fieldsTaken).toContain("photo");
    expect(await keyOf(kept)).toBe(otherKey);
    expect(await stored(otherKey ?? "")).not.toBeNull();
  });
});
