import { useEffect, useState, type RefObject } from "react";

/**
 * True once the element comes near the viewport (a lazy part below the first screen may load then); at once when not
 * `deferred`, or where the browser cannot tell (no IntersectionObserver). Once true it stays.
 */
export function useNearView(ref: RefObject<Element | null>, deferred = true): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === "undefined");
  const near = seen || !deferred;
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    }, { rootMargin: "200px 0px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
