import { isPastorCapable, meetingTiming, type SessionUser } from "@church/contracts";
import { toast } from "@church/ui-kit";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useMeetingRequests } from "../api/get-meeting-requests.ts";
import { useSendMeetingNotification } from "../api/send-notification.ts";
import { meetingsNamespace } from "../meetings.texts.ts";

/**
 * The pending count for the Pastor Portal badge. When it grows (the 5-minute poll found new
 * requests) a dismissible toast announces it for 5 seconds and the server is asked to e-mail.
 */
export function usePendingMeetings(user: SessionUser): number {
  const { t } = useTranslation(meetingsNamespace);
  const pastoral = isPastorCapable(user.role);
  const requests = useMeetingRequests(pastoral);
  const notify = useSendMeetingNotification();
  const previous = useRef<number | undefined>(undefined);
  const pending = requests.data?.pendingCount ?? 0;
  const { mutate } = notify;

  useEffect(() => {
    if (!requests.data) return;
    const before = previous.current;
    previous.current = pending;
    if (before === undefined || pending <= before) return;
    toast.info(t("newRequest"), {
      description: t("newRequestText"),
      duration: meetingTiming.alertMs,
      closeButton: true,
    });
    mutate({ recipientEmail: user.email, count: pending });
  }, [requests.data, pending, t, mutate, user.email]);

  return pastoral ? pending : 0;
}
