import { type MessageChannel, type TextRemindersFormValues, textConsentWording } from "@church/contracts";
import { Checkbox, RadioGroup, TextField, useLanguage } from "@church/ui-kit";
import type { FieldValues, Resolver } from "react-hook-form";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useTranslateMessage } from "../../i18n/messages.ts";
import { textRemindersNs } from "./text-reminders.texts.ts";
import "./text-reminders.css";

/** What the fields hold; the ticked box is the consent, and the number and channel only count then. */
export interface TextRemindersState {
  consent: boolean;
  phone: string;
  channel: MessageChannel;
}

export const noTextReminders: TextRemindersState = { consent: false, phone: "", channel: "sms" };

/**
 * The request's `textReminders`: null unless the visitor ticked the consent box. Takes the fields'
 * state or what the resolver already made of it (null, or the checked request shape).
 */
export const textRemindersBody = (
  state: TextRemindersState | TextRemindersFormValues | null,
): TextRemindersFormValues | null =>
  state?.consent ? { phone: state.phone, channel: state.channel ?? "sms", consent: true } : null;

/**
 * Wraps a form's zod resolver so the contract checks `textReminders` as the request will carry it (null
 * when the box is not ticked); errors keep the fields' names (textReminders.phone).
 */
export function withTextReminders<V extends { textReminders: TextRemindersState }>(
  inner: Resolver<FieldValues>,
): Resolver<V> {
  return (values, context, options) =>
    inner(
      { ...values, textReminders: textRemindersBody(values.textReminders) },
      context,
      options as never,
    ) as never;
}

/**
 * The opt-in for a confirmation and reminders by SMS or WhatsApp: a box labelled with the consent
 * wording (stored word for word by the server), then the mobile number and the channel. Used inside a
 * react-hook-form FormProvider whose values have `textReminders`.
 */
export function TextRemindersFields() {
  const { t } = useTranslation(textRemindersNs);
  const { language } = useLanguage();
  const translate = useTranslateMessage();
  const { register, watch, formState } = useFormContext<{ textReminders: TextRemindersState }>();
  const wanted = watch("textReminders.consent");
  const errors = formState.errors.textReminders;
  return (
    <fieldset className="ps-text-reminders">
      <legend className="ps-text-reminders__title">{t("title")}</legend>
      <Checkbox label={textConsentWording[language]} {...register("textReminders.consent")} />
      {wanted && (
        <div className="ps-form__row">
          <TextField
            label={t("phone")}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            hint={t("phoneHint")}
            error={translate(errors?.phone?.message)}
            {...register("textReminders.phone")}
          />
          <RadioGroup
            label={t("channel")}
            orientation="horizontal"
            options={[
              { value: "sms", label: t("sms") },
              { value: "whatsapp", label: t("whatsapp") },
            ]}
            {...register("textReminders.channel")}
          />
        </div>
      )}
    </fieldset>
  );
}
