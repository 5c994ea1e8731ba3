import { type Language, routes, type SessionUser } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../lib/api-client.ts";
import { sessionQueryKey } from "./get-session.ts";

export function setStaffLanguage(language: Language) {
  return api.call(routes.auth.setLanguage, { body: { language } });
}

/**
 * The portal's language, kept on the account when it changes, so that what the API writes to this
 * staff member (the weekly follow-up digest) is in the language they read the portal in.
 */
export function useStaffLanguage(user: SessionUser) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: setStaffLanguage,
    onSuccess: (_, language) =>
      queryClient.setQueryData<SessionUser | null>(sessionQueryKey, (data) =>
        data ? { ...data, language } : data,
      ),
  });
  const language = i18n.resolvedLanguage;
  useEffect(() => {
    if (
      (language === "en" || language === "sw") &&
      user.language !== undefined &&
      user.language !== language
    ) {
      mutate(language);
    }
  }, [language, user.language, mutate]);
}
