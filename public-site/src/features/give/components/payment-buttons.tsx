import { type Donation, type DonationOrderInput, donationMessages } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { Alert, Button, useLanguage } from "@church/ui-kit";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslateMessage } from "../../../i18n/messages.ts";
import { api } from "../../../lib/api-client.ts";
import { routes } from "../../../lib/routes.ts";

export interface PaymentButtonsProps {
  /** The complete, contract-checked gift. */
  order: DonationOrderInput;
  /** Called once the server has captured and recorded the payment, with the gift as recorded. */
  onPaid: (donation: Donation | null) => void;
}

/** The payment step's own texts (the page dictionary belongs to the page). */
const texts = {
  en: {
    processing: donationMessages.processing,
    cancelled: donationMessages.cancelled,
    error: donationMessages.errorRetry,
    testButton: donationMessages.testPayment,
    testNote: "TEST MODE — online payments are not set up on this server. No money is charged.",
    loading: "Loading secure payment…",
    unavailable: "Online payment is not available right now. Please try again later or give on Sunday.",
  },
  sw: {
    processing: "Tunashughulikia sadaka yako...",
    cancelled: "Malipo yameghairiwa au yameshindikana. Tafadhali jaribu tena.",
    error: "Hitilafu katika kushughulikia sadaka. Tafadhali jaribu tena.",
    testButton: "Kamilisha malipo ya majaribio",
    testNote: "HALI YA MAJARIBIO — malipo ya mtandaoni hayajawekwa kwenye seva hii. Hakuna pesa inayotozwa.",
    loading: "Inapakia malipo salama…",
    unavailable:
      "Malipo ya mtandaoni hayapatikani kwa sasa. Tafadhali jaribu tena baadaye au toa siku ya Jumapili.",
  },
} as const;

/** The few parts of PayPal's JS SDK this page uses. */
interface PaypalButtons {
  render(container: HTMLElement): Promise<void>;
  close(): Promise<void>;
}
interface PaypalApproval {
  orderID?: string;
  subscriptionID?: string | null;
  payerID?: string | null;
}
interface PaypalSdk {
  Buttons(options: {
    style?: Record<string, string>;
    createOrder?: () => Promise<string>;
    createSubscription?: () => Promise<string>;
    onApprove: (data: PaypalApproval) => Promise<void>;
    onCancel: () => void;
    onError: (error: unknown) => void;
  }): PaypalButtons;
}
declare global {
  interface Window {
    paypal?: PaypalSdk;
    paypal_subscriptions?: PaypalSdk;
  }
}

/** One-time gifts use orders (capture intent); recurring gifts and tithes use subscriptions. */
type Intent = "capture" | "subscription";
const sdkLoading: Partial<Record<Intent, Promise<PaypalSdk>>> = {};

/**
 * Adds PayPal's script once per intent, only when the Give page's payment step asks for it. The SDK
 * takes its intent at load time, so subscriptions load a second copy under their own namespace.
 */
function loadPaypalSdk(clientId: string, intent: Intent): Promise<PaypalSdk> {
  const loading =
    sdkLoading[intent] ??
    new Promise<PaypalSdk>((resolve, reject) => {
      const namespace = intent === "subscription" ? "paypal_subscriptions" : "paypal";
      const params =
        intent === "subscription" ? "vault=true&intent=subscription" : "currency=USD&intent=capture";
      const script = document.createElement("script");
      script.src = `https://www.paypal.com/sdk/js?client-id=${encodeURIComponent(clientId)}&${params}`;
      script.async = true;
      script.dataset.namespace = namespace;
      script.onload = () => {
        const sdk = window[namespace];
        return sdk ? resolve(sdk) : reject(new Error("PayPal SDK missing"));
      };
      script.onerror = () => {
        delete sdkLoading[intent];
        reject(new Error("PayPal SDK failed to load"));
      };
      document.head.appendChild(script);
    });
  sdkLoading[intent] = loading;
  return loading;
}

/** Server message of a failed call, or the generic retry text. */
const failure = (error: unknown) =>
  error instanceof ApiError && error.code !== "network_error" && error.code !== "internal_error"
    ? error.message
    : donationMessages.errorRetry;

/**
 * The payment step: for a one-time gift the server creates the order for the validated gift and
 * captures it (POST /api/donations/orders, then /api/donations/process); for a recurring gift or tithe
 * it creates the subscription and, once approved, checks it and records the first gift
 * (POST /api/donations/subscriptions, then /subscriptions/confirm). With PayPal configured its buttons
 * appear; otherwise the server's clearly marked test provider completes the gift without money.
 */
export function PaymentButtons({ order, onPaid }: PaymentButtonsProps) {
  const { language } = useLanguage();
  const l = texts[language === "sw" ? "sw" : "en"];
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const config = useQuery({
    queryKey: ["donations", "config"],
    queryFn: () => api.call(routes.donations.config),
    staleTime: 5 * 60_000,
  });
  const container = useRef<HTMLDivElement>(null);
  // The latest gift and callback for PayPal's handlers, which are bound once per render of the buttons.
  const latest = useRef({ order, onPaid });
  latest.current = { order, onPaid };

  const translateServer = useTranslateMessage();
  const translate = (message: string) =>
    message === donationMessages.cancelled
      ? l.cancelled
      : message === donationMessages.errorRetry
        ? l.error
        : translateServer(message);

  const capture = async (orderId: string, payerId?: string | null) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await api.call(routes.donations.process, {
        body: { ...latest.current.order, paypalOrderId: orderId, paypalPayerId: payerId ?? null },
      });
      latest.current.onPaid(answer.donation ?? null);
    } catch (e) {
      setError(failure(e));
    } finally {
      setBusy(false);
    }
  };

  const confirmSubscription = async (subscriptionId: string) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await api.call(routes.donations.confirmSubscription, {
        body: { ...latest.current.order, paypalSubscriptionId: subscriptionId },
      });
      latest.current.onPaid(answer.donation ?? null);
    } catch (e) {
      setError(failure(e));
    } finally {
      setBusy(false);
    }
  };

  const intent: Intent = order.type === "one-time" ? "capture" : "subscription";
  const clientId = config.data?.provider === "paypal" ? config.data.clientId : null;
  useEffect(() => {
    if (!clientId || !container.current) return;
    const target = container.current;
    let buttons: PaypalButtons | undefined;
    let closed = false;
    loadPaypalSdk(clientId, intent)
      .then((paypal) => {
        if (closed) return;
        const onCancel = () => setError(donationMessages.cancelled);
        buttons =
          intent === "subscription"
            ? paypal.Buttons({
                style: { layout: "vertical", label: "subscribe" },
                createSubscription: async () => {
                  setError(null);
                  const created = await api.call(routes.donations.createSubscription, {
                    body: latest.current.order,
                  });
                  return created.subscriptionId;
                },
                onApprove: async (data) => {
                  if (data.subscriptionID) await confirmSubscription(data.subscriptionID);
                  else onCancel();
                },
                onCancel,
                onError: onCancel,
              })
            : paypal.Buttons({
                style: { layout: "vertical", label: "donate" },
                createOrder: async () => {
                  setError(null);
                  const created = await api.call(routes.donations.createOrder, {
                    body: latest.current.order,
                  });
                  return created.orderId;
                },
                onApprove: async (data) => {
                  if (data.orderID) await capture(data.orderID, data.payerID);
                  else onCancel();
                },
                onCancel,
                onError: onCancel,
              });
        return buttons.render(target);
      })
      .catch(() => setError(donationMessages.errorRetry));
    return () => {
      closed = true;
      void buttons?.close().catch(() => undefined);
    };
    // The buttons are made once per client id and intent; their handlers read the latest gift through a ref.
  }, [clientId, intent]);

  const completeTestPayment = async () => {
    setBusy(true);
    setError(null);
    try {
      if (order.type === "one-time") {
        const created = await api.call(routes.donations.createOrder, { body: order });
        await capture(created.orderId, null);
      } else {
        // The test provider's subscription is approved at once, as if the payer had said yes.
        const created = await api.call(routes.donations.createSubscription, { body: order });
        await confirmSubscription(created.subscriptionId);
      }
    } catch (e) {
      setError(failure(e));
      setBusy(false);
    }
  };

  return (
    <div className="ps-give-payment">
      {config.isPending && <p className="ps-muted">{l.loading}</p>}
      {config.isError && <Alert tone="error">{l.unavailable}</Alert>}
      {config.data?.provider === "test" && (
        <div className="ps-give-test" data-testid="test-payment">
          <Alert tone="warning">{l.testNote}</Alert>
          <Button onClick={completeTestPayment} disabled={busy}>
            {l.testButton}
          </Button>
        </div>
      )}
      {clientId && <div ref={container} className="ps-give-paypal" />}
      {busy && (
        <p className="ps-muted" role="status">
          {l.processing}
        </p>
      )}
      {error && <Alert tone="error">{translate(error)}</Alert>}
    </div>
  );
}
