import { churchInfo } from "../common/church-info.ts";
import {
  meetingFormatLabels,
  meetingMessages,
  meetingSubject,
  meetingTypeLabels,
  meetingUrgencyLabels,
} from "./meeting-requests.constants.ts";
import type { MeetingRequestInput } from "./meeting-requests.schema.ts";

/**
 * The mail-client fallback when the API cannot be reached (public-site.md section 7): subject
 * and body of a message to the pastor.
 */
export function meetingRequestMail(values: MeetingRequestInput): {
  to: string;
  subject: string;
  body: string;
} {
  const lines = [
    `Name: ${values.name}`,
    `Email: ${values.email}`,
    `Phone: ${values.phone ?? meetingMessages.notProvided}`,
    `Meeting type: ${meetingTypeLabels[values.meetingType].en}`,
    `Preferred date and time: ${values.preferredDate} ${values.preferredTime}`,
    `Alternative date and time: ${
      values.alternativeDate
        ? `${values.alternativeDate} ${values.alternativeTime ?? ""}`.trim()
        : meetingMessages.notProvided
    }`,
    `Format: ${meetingFormatLabels[values.meetingFormat].en}`,
    `Urgency: ${meetingUrgencyLabels[values.urgency].en}`,
    "",
    "Purpose:",
    values.purpose,
  ];
  return { to: churchInfo.pastor.email, subject: meetingSubject(values.meetingType), body: lines.join("\n") };
}

export const mailtoHref = (mail: { to: string; subject: string; body: string }): string =>
  `mailto:${mail.to}?subject=${encodeURIComponent(mail.subject)}&body=${encodeURIComponent(mail.body)}`;
