import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { twilioSignature } from "../services/text-messages/twilio-signature.ts";

export const STUB_ACCOUNT_SID = `AC${"0123456789abcdef".repeat(2)}`;
export const STUB_AUTH_TOKEN = "stub-auth-token-0123456789";
export const STUB_SMS_FROM = "+17165550199";
export const STUB_WHATSAPP_FROM = "+14155238886";

/** One message as the stub received it. */
export interface StubMessage {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  statusCallback: string | null;
}

/** An answer the stub gives instead of accepting (Twilio's error shape). */
export interface StubRefusal {
  status: number;
  code: number;
  message: string;
}

/**
 * A local stand-in for Twilio's Messages API (node:http on a random port): `POST
 * /2010-04-01/Accounts/{sid}/Messages.json` with HTTP basic auth and form fields, answered with
 * Twilio's JSON (201 with an `SM…` sid and status queued, or Twilio's error shape). Tests make it
 * refuse messages to a number, and build signed status callbacks and incoming messages.
 */
export async function startTwilioStub() {
  const received: StubMessage[] = [];
  const refusals = new Map<string, StubRefusal>();
  let calls = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const readForm = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
  };
  const expectedAuth = `Basic ${Buffer.from(`${STUB_ACCOUNT_SID}:${STUB_AUTH_TOKEN}`).toString("base64")}`;

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://stub").pathname;
    if (req.method !== "POST" || path !== `/2010-04-01/Accounts/${STUB_ACCOUNT_SID}/Messages.json`) {
      return send(res, 404, { code: 20404, message: "The requested resource was not found", status: 404 });
    }
    if (req.headers.authorization !== expectedAuth) {
      return send(res, 401, { code: 20003, message: "Authenticate", status: 401 });
    }
    calls += 1;
    const form = await readForm(req);
    const to = form.get("To") ?? "";
    const body = form.get("Body") ?? "";
    if (!to || !body || (!form.get("From") && !form.get("MessagingServiceSid"))) {
      return send(res, 400, { code: 21604, message: "A 'To' phone number is required.", status: 400 });
    }
    const refusal = refusals.get(to.replace(/^whatsapp:/, ""));
    if (refusal) return send(res, refusal.status, { ...refusal, more_info: "stub" });
    const message: StubMessage = {
      sid: `SM${randomBytes(16).toString("hex")}`,
      to,
      from: form.get("From"),
      messagingServiceSid: form.get("MessagingServiceSid"),
      body,
      statusCallback: form.get("StatusCallback"),
    };
    received.push(message);
    return send(res, 201, {
      sid: message.sid,
      account_sid: STUB_ACCOUNT_SID,
      to: message.to,
      from: message.from,
      body: message.body,
      status: "queued",
      num_segments: "1",
      date_created: new Date().toUTCString(),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  /** A webhook post as Twilio makes it: form fields and the signature over URL and fields. */
  const signed = (url: string, params: Record<string, string>, authToken = STUB_AUTH_TOKEN) => ({
    url,
    body: new URLSearchParams(params).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilioSignature(authToken, url, params),
    },
  });

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    get calls() {
      return calls;
    },
    /** Refuses every message to a number (E.164) with this answer until `accept` is called. */
    refuse(phone: string, refusal: StubRefusal) {
      refusals.set(phone, refusal);
    },
    accept(phone: string) {
      refusals.delete(phone);
    },
    /** Twilio's status callback for a message it received. */
    statusCallback(message: StubMessage, status: string, errorCode?: string) {
      return signed(message.statusCallback ?? "", {
        AccountSid: STUB_ACCOUNT_SID,
        MessageSid: message.sid,
        MessageStatus: status,
        To: message.to,
        ...(errorCode ? { ErrorCode: errorCode } : {}),
      });
    },
    /** An incoming message ("STOP") from a number to our sender, posted to `url`. */
    inbound(url: string, from: string, body: string, authToken?: string) {
      return signed(
        url,
        {
          AccountSid: STUB_ACCOUNT_SID,
          MessageSid: `SM${randomBytes(16).toString("hex")}`,
          From: from,
          To: STUB_SMS_FROM,
          Body: body,
        },
        authToken,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TwilioStub = Awaited<ReturnType<typeof startTwilioStub>>;
