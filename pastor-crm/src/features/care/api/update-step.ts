import { routes, type StepDoneInput, type WelcomeVia } from "@church/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { careQueryKeys, peopleCacheKey } from "./query-keys.ts";

interface StepRef {
  followUpId: string;
  stepId: string;
}

export function setStepDone({ followUpId, stepId, body }: StepRef & { body: StepDoneInput }) {
  return api.call(routes.care.setStepDone, { params: { id: followUpId, stepId }, body });
}

export function sendWelcome({ followUpId, stepId, via }: StepRef & { via: WelcomeVia }) {
  return api.call(routes.care.sendWelcome, { params: { id: followUpId, stepId }, body: { via } });
}

/** A step done (or sent) shows on the lists, the person's card and their timeline: all reload. */
function useStepMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: careQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: peopleCacheKey }),
      ]),
  });
}

export const useSetStepDone = () => useStepMutation(setStepDone);
export const useSendWelcome = () => useStepMutation(sendWelcome);
