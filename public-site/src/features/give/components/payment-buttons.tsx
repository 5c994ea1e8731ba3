import { type DonationOrderInput, donationMessages, endpoints } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { Alert, Button, useLanguage } from "@church/ui-kit";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { api } from "../../../lib/api-client.ts";

export interface PaymentButtonsProps {
  /** The complete, contract-checked gift. */
  order: DonationOrderInput;
  /** Called once the server has captured and recorded the payment. */
  onPaid: () => void;
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
interface PaypalSdk {
  Buttons(options: {
    style?: Record<string, string>;
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string; payerID?: string | null }) => Promise<void>;
    onCancel: () => void;
    onError: (error: unknown) => void;
  }): PaypalButtons;
}
declare global {
  interface Window {
    paypal?: PaypalSdk;
  }
}

let sdkLoading: Promise<PaypalSdk> | undefined;

/** Adds PayPal's script once, only when the Give page's payment step asks for it. */
function loadPaypalSdk(clientId: string): Promise<PaypalSdk> {
  sdkLoading ??= new Promise<PaypalSdk>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `https://www.paypal.com/sdk/js?client-id=${encodeURIComponent(clientId)}&currency=USD&intent=capture`;
    script.async = true;
    script.onload = () => (window.paypal ? resolve(window.paypal) : reject(new Error("PayPal SDK missing")));
    script.onerror = () => {
      sdkLoading = undefined;
      reject(new Error("PayPal SDK failed to load"));
    };
    document.head.appendChild(script);
  });
  return sdkLoading;
}

/** Server message of a failed call, or the generic retry text. */
const failure = (error: unknown) =>
  error instanceof ApiError && error.code !== "network_error" && error.code !== "internal_error"
    ? error.message
    : donationMessages.errorRetry;

/**
 * The payment step: the server creates the order for the validated gift and captures it
 * (POST /api/donations/orders, then /api/donations/process). With PayPal configured its buttons
 * appear; otherwise the server's clearly marked test provider completes the gift without money.
 */
export function PaymentButtons({ order, onPaid }: PaymentButtonsProps) {
  const { language } = useLanguage();
  const l = texts[language === "sw" ? "sw" : "en"];
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const config = useQuery({
    queryKey: ["donations", "config"],
    queryFn: () => api.call(endpoints.donations.config),
    staleTime: 5 * 60_000,
  });
  const container = useRef<HTMLDivElement>(null);
  // The latest gift and callback for PayPal's handlers, which are bound once per render of the buttons.
  const latest = useRef({ order, onPaid });
  latest.current = { order, onPaid };

  const translate = (message: string) =>
    message === donationMessages.cancelled
      ? l.cancelled
      : message === donationMessages.errorRetry
        ? l.error
        : message;

  const capture = async (orderId: string, payerId?: string | null) => {
    setBusy(true);
    setError(null);
    try {
      await api.call(endpoints.donations.process, {
        body: { ...latest.current.order, paypalOrderId: orderId, paypalPayerId: payerId ?? null },
      });
      latest.current.onPaid();
    } catch (e) {
      setError(failure(e));
    } finally {
      setBusy(false);
    }
  };

  const clientId = config.data?.provider === "paypal" ? config.data.clientId : null;
  useEffect(() => {
    if (!clientId || !container.current) return;
    const target = container.current;
    let buttons: PaypalButtons | undefined;
    let closed = false;
    loadPaypalSdk(clientId)
      .then((paypal) => {
        if (closed) return;
        buttons = paypal.Buttons({
          style: { layout: "vertical", label: "donate" },
          createOrder: async () => {
            setError(null);
            const created = await api.call(endpoints.donations.createOrder, { body: latest.current.order });
            return created.orderId;
          },
          onApprove: (data) => capture(data.orderID, data.payerID),
          onCancel: () => setError(donationMessages.cancelled),
          onError: () => setError(donationMessages.cancelled),
        });
        return buttons.render(target);
      })
      .catch(() => setError(donationMessages.errorRetry));
    return () => {
      closed = true;
      void buttons?.close().catch(() => undefined);
    };
    // The buttons are made once per client id; their handlers read the latest gift through a ref.
  }, [clientId]);

  const completeTestPayment = async () => {
    setBusy(true);
    setError(null);
    try {
      const created = await api.call(endpoints.donations.createOrder, { body: order });
      await capture(created.orderId, null);
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
