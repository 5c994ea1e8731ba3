import { useTranslation } from "react-i18next";

/** A list kept in a dictionary (e.g. "what to bring"), read with returnObjects; empty if missing. */
export function useList<T = string>(namespace: string, key: string): T[] {
  const { t } = useTranslation(namespace);
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? (value as T[]) : [];
}
