import type { Db } from "../client.ts";

/** The spec's sample content (partnerships, sermons, events, site content); tables arrive with their resources. */
export async function seedContent(_db: Db): Promise<void> {}
