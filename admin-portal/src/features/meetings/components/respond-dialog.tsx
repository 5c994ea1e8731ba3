import {
  type MeetingRequest,
  type MeetingResponseFormValues,
  type MeetingResponseInput,
  meetingResponseInputSchema,
  meetingTimeSlots,
} from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import {
  Button,
  Dialog,
  DialogClose,
  RadioGroup,
  SelectField,
  TextArea,
  TextField,
  toast,
} from "@church/ui-kit";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useRespondMeetingRequest } from "../api/respond-meeting-request.ts";
import { meetingsNamespace } from "../meetings.texts.ts";

export type MeetingAction = "accept" | "decline" | "reschedule";

export interface RespondDialogProps {
  request?: MeetingRequest;
  initialAction: MeetingAction;
  onOpenChange: (open: boolean) => void;
}

/** The meeting response form: message required to decline or reschedule; date and time to reschedule. */
export function RespondDialog({ request, initialAction, onOpenChange }: RespondDialogProps) {
  const { t } = useTranslation(meetingsNamespace);
  const respond = useRespondMeetingRequest();
  const {
    register,
    handleSubmit,
    reset,
    control,
    watch,
    formState: { errors },
  } = useForm<MeetingResponseFormValues, unknown, MeetingResponseInput>({
    resolver: zodResolver(meetingResponseInputSchema),
    defaultValues: { action: initialAction, message: "", suggestedDate: "", suggestedTime: "" },
  });
  useEffect(() => {
    if (request) reset({ action: initialAction, message: "", suggestedDate: "", suggestedTime: "" });
  }, [request, initialAction, reset]);

  const submit = handleSubmit((body) => {
    if (!request) return;
    respond.mutate(
      {
        id: request.id,
        body: { ...body, suggestedDate: body.suggestedDate ?? "", suggestedTime: body.suggestedTime ?? "" },
      },
      {
        onSuccess: () => {
          toast.success(t("sent"), {
            description: t("sentText", { name: request.requesterName }),
            duration: 5000,
          });
          onOpenChange(false);
        },
        onError: (error) => {
          const offline =
            error instanceof ApiError && (error.code === "network_error" || error.code === "timeout");
          toast.error(t("error"), {
            description: offline
              ? t("connectionError")
              : error instanceof ApiError && error.status !== 404
                ? error.message
                : t("responseError"),
          });
        },
      },
    );
  });
  const action = watch("action");

  return (
    <Dialog
      open={!!request}
      onOpenChange={onOpenChange}
      title={t("respondTitle", { name: request?.requesterName ?? "" })}
      description={t("respondDescription")}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t("cancel")}</Button>
          </DialogClose>
          <Button type="submit" form="meeting-response-form" loading={respond.isPending}>
            {t("send")}
          </Button>
        </>
      }
    >
      <form id="meeting-response-form" className="ap-stack" onSubmit={submit} noValidate>
        <Controller
          control={control}
          name="action"
          render={({ field }) => (
            <RadioGroup
              label={t("action")}
              name="action"
              value={field.value ?? "accept"}
              onValueChange={(value) =>
                field.onChange(value === "decline" || value === "reschedule" ? value : "accept")
              }
              options={[
                { value: "accept", label: t("accept") },
                { value: "decline", label: t("decline") },
                { value: "reschedule", label: t("reschedule") },
              ]}
            />
          )}
        />
        <TextArea
          label={t("message")}
          rows={4}
          required={action !== "accept"}
          hint={t("messageHint")}
          error={errors.message?.message}
          {...register("message")}
        />
        {action === "reschedule" && <p className="ap-muted">{t("proposalHint")}</p>}
        {action === "reschedule" && (
          <div className="ap-form-row">
            <TextField
              label={t("suggestedDate")}
              type="date"
              required
              error={errors.suggestedDate?.message}
              {...register("suggestedDate")}
            />
            <SelectField
              label={t("suggestedTime")}
              required
              placeholder="—"
              options={meetingTimeSlots.map((slot) => ({ value: slot, label: slot }))}
              error={errors.suggestedTime?.message}
              {...register("suggestedTime")}
            />
          </div>
        )}
      </form>
    </Dialog>
  );
}
