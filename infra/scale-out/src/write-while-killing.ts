import { endpoints } from "@church/contracts";
import type postgres from "postgres";
import type { ApiInstance } from "./cluster.ts";
import { call, type Reply, visitor } from "./http-client.ts";

/** One write's answer during the load, and whether the victim was dead by then. */
export interface Outcome {
  kind: "rsvp" | "order" | "donation";
  /** 0: the connection failed. */
  status: number;
  instance?: string;
  afterKill: boolean;
}

export interface AcceptedWrites {
  acceptedRsvps: { id: string; email: string }[];
  acceptedOrders: string[];
  acceptedDonations: string[];
}

export const isAccepted = (o: Outcome) => o.status >= 200 && o.status < 300;

export const countBy = (values: (string | undefined)[]) => {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value ?? "(none)"] = (counts[value ?? "(none)"] ?? 0) + 1;
  return counts;
};

/**
 * 30 visitors, each from its own address, alternating an RSVP to `eventId` and a test-provider gift
 * (the per-address limits allow 10 RSVPs and 30 orders in 10 minutes) through the gateway, while
 * `victim` is killed (SIGKILL: no graceful shutdown) once it has accepted writes under load. Returns
 * every answer and the writes that were accepted (2xx).
 */
export async function writeWhileKilling(options: {
  baseUrl: string;
  eventId: string;
  victim: ApiInstance;
  log: (line: string) => void;
}): Promise<AcceptedWrites & { outcomes: Outcome[] }> {
  const { baseUrl, eventId, victim, log } = options;
  const outcomes: Outcome[] = [];
  const accepted: AcceptedWrites = { acceptedRsvps: [], acceptedOrders: [], acceptedDonations: [] };
  let killed = false;
  const record = (kind: Outcome["kind"], reply: Reply | Error) => {
    const status = reply instanceof Error ? 0 : reply.status;
    outcomes.push({
      kind,
      status,
      afterKill: killed,
      ...(reply instanceof Error ? {} : { instance: reply.instance }),
    });
    return reply instanceof Error ? undefined : reply;
  };
  const attempt = (promise: Promise<Reply>) => promise.catch((error: unknown) => error as Error);
  const withId = (path: string, id: string) => path.replace(":id", id);

  const visitors = Array.from({ length: 30 }, (_, i) => visitor(`127.0.1.${i + 1}`));
  const perVisitor = 8;
  const work = visitors.map(async (who, v) => {
    for (let n = 0; n < perVisitor; n++) {
      const email = `guest-${v}-${n}@scale.test`;
      const rsvp = record(
        "rsvp",
        await attempt(
          call(baseUrl, who, "POST", withId(endpoints.rsvps.create.path, eventId), {
            attendeeName: `Guest ${v}-${n}`,
            attendeeEmail: email,
          }),
        ),
      );
      if (rsvp && rsvp.status >= 200 && rsvp.status < 300) {
        accepted.acceptedRsvps.push({ id: endpoints.rsvps.create.response.parse(rsvp.json).rsvp.id, email });
      }
      const gift = {
        amount: 10 + n,
        donorName: `Donor ${v}-${n}`,
        donorEmail: `donor-${v}-${n}@scale.test`,
        type: "one-time",
        category: "general",
      };
      const order = record(
        "order",
        await attempt(call(baseUrl, who, "POST", endpoints.donations.createOrder.path, gift)),
      );
      if (!order || order.status < 200 || order.status >= 300) continue;
      const { orderId } = endpoints.donations.createOrder.response.parse(order.json);
      accepted.acceptedOrders.push(orderId);
      const done = record(
        "donation",
        await attempt(
          call(baseUrl, who, "POST", endpoints.donations.process.path, { ...gift, paypalOrderId: orderId }),
        ),
      );
      if (done && done.status >= 200 && done.status < 300) {
        const { donation } = endpoints.donations.process.response.parse(done.json);
        if (!donation) throw new Error(`a 2xx gift answer without its donation: ${done.text}`);
        accepted.acceptedDonations.push(donation.id);
      }
    }
  });

  const planned = visitors.length * perVisitor * 3;
  const killer = (async () => {
    while (outcomes.filter((o) => o.instance === victim.id).length < 20 || outcomes.length < planned / 4) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await victim.kill();
    killed = true;
    log(`killed ${victim.id} (SIGKILL) after ${outcomes.length} of ${planned} writes were answered`);
  })();
  await Promise.all(work);
  await killer;
  for (const who of visitors) who.agent.destroy();
  return { outcomes, ...accepted };
}

/** The accepted writes PostgreSQL does not hold (each list should be empty). */
export async function lostWrites(sql: postgres.Sql, eventId: string, accepted: AcceptedWrites) {
  const rsvpRows = await sql<{ id: string; attendee_email: string; status: string }[]>`
    select id, attendee_email, status from rsvps where event_id = ${eventId}`;
  const storedRsvps = new Map(rsvpRows.map((r) => [r.id, r]));
  const orderRows = await sql<{ id: string; provider_id: string; status: string }[]>`
    select id, provider_id, status from donations where provider_id = any(${accepted.acceptedOrders})`;
  const storedOrders = new Set(orderRows.map((r) => r.provider_id));
  const completed = new Set(orderRows.filter((r) => r.status === "completed").map((r) => r.id));
  return {
    lostRsvps: accepted.acceptedRsvps.filter((r) => storedRsvps.get(r.id)?.attendee_email !== r.email),
    lostOrders: accepted.acceptedOrders.filter((id) => !storedOrders.has(id)),
    lostDonations: accepted.acceptedDonations.filter((id) => !completed.has(id)),
  };
}
