import type { Env } from "../../env.ts";
import { type MessageProvider, TextSendError } from "./message-provider.ts";
import { validTwilioSignature } from "./twilio-signature.ts";

const twilioStatus = (status: unknown): "queued" | "sent" =>
  status === "sent" || status === "sending" || status === "delivered" ? "sent" : "queued";

/**
 * SMS and WhatsApp through Twilio's Messages REST API (`POST /2010-04-01/Accounts/{sid}/Messages.json`,
 * form-encoded, HTTP basic auth with the account SID and auth token). WhatsApp numbers are written
 * `whatsapp:+E164` on both sides. `TWILIO_API_BASE_URL` points the calls at a local stub in tests.
 */
export function createTwilioProvider(env: Env): MessageProvider {
  const accountSid = env.TWILIO_ACCOUNT_SID ?? "";
  const authToken = env.TWILIO_AUTH_TOKEN ?? "";
  const base = (env.TWILIO_API_BASE_URL ?? "https://api.twilio.com").replace(/\/+$/, "");
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;

  return {
    kind: "twilio",
    async send({ to, channel, body, statusCallbackUrl }) {
      const form = new URLSearchParams({ Body: body, StatusCallback: statusCallbackUrl });
      if (channel === "whatsapp") {
        if (!env.TWILIO_WHATSAPP_FROM) {
          throw new TextSendError("No WhatsApp sender is configured (TWILIO_WHATSAPP_FROM)", true);
        }
        form.set("To", `whatsapp:${to}`);
        form.set("From", `whatsapp:${env.TWILIO_WHATSAPP_FROM}`);
      } else {
        form.set("To", to);
        if (env.TWILIO_MESSAGING_SERVICE_SID)
          form.set("MessagingServiceSid", env.TWILIO_MESSAGING_SERVICE_SID);
        else form.set("From", env.TWILIO_SMS_FROM ?? "");
      }
      let response: Response;
      try {
        response = await fetch(
          `${base}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
          {
            method: "POST",
            headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
            body: form,
            signal: AbortSignal.timeout(15_000),
          },
        );
      } catch (error) {
        throw new TextSendError(`Twilio could not be reached: ${(error as Error).message}`, false);
      }
      const answer = (await response.json().catch(() => ({}))) as {
        sid?: string;
        status?: string;
        code?: number;
        message?: string;
      };
      if (response.ok && answer.sid) return { sid: answer.sid, status: twilioStatus(answer.status) };
      const detail = `Twilio answered ${response.status}${answer.code ? ` (error ${answer.code})` : ""}: ${
        answer.message ?? "no message"
      }`;
      // 429 and 5xx are Twilio's passing trouble, worth retrying. Other refusals are about this message
      // or our settings (an invalid number 21211, a recipient who replied STOP 21610, bad credentials).
      const passing = response.status === 429 || response.status >= 500;
      throw new TextSendError(detail, !passing);
    },
    verifyWebhook: (url, params, signature) => validTwilioSignature(authToken, url, params, signature),
  };
}
