import { useCallback, useEffect, useState } from "react";
import { adminFetch } from "./api";

export interface AdminData<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  reload: () => void;
  /** Changes the loaded data in place (a deleted row, a message marked read). */
  update: (change: (data: T) => T) => void;
}

/** Loads an admin API answer with the token, with loading and error states; `path` null waits. */
export function useAdminData<T>(path: string | null): AdminData<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(path !== null);
  const [error, setError] = useState<unknown>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (path === null) return;
    let current = true;
    setLoading(true);
    setError(undefined);
    adminFetch<T>(path)
      .then((answer) => {
        if (current) setData(answer);
      })
      .catch((failure: unknown) => {
        if (current) setError(failure);
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [path, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (data: T) => T) => setData((value) => (value === undefined ? value : change(value))), []);
  return { data, loading, error, reload, update };
}
