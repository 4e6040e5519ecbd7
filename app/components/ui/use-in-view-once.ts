import { useEffect, useRef, useState } from "react";

/**
 * True from the moment `threshold` of the element is in view, and then for good
 * (the spec's count-up trigger: 10% visible, once).
 */
export function useInViewOnce<T extends Element>(threshold = 0.1) {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, inView]);
  return { ref, inView };
}
