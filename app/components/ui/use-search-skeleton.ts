import { useEffect, useRef, useState } from "react";

export const skeletonMs = 500;

/**
 * Search text whose every change shows a skeleton for 500 ms (spec section 4): returns
 * the text, its setter and whether the skeleton is showing.
 */
export function useSearchSkeleton() {
  const [query, setQueryText] = useState("");
  const [showSkeleton, setShowSkeleton] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const setQuery = (text: string) => {
    setQueryText(text);
    setShowSkeleton(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setShowSkeleton(false), skeletonMs);
  };
  return { query, setQuery, showSkeleton };
}
