import Box from "@mui/material/Box";
import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";

/**
 * Renders `children` (a lazy part below the first screen) once its place comes into view, `placeholder` until then
 * and while its code loads; at once when not `deferred`, or where the browser cannot tell (no IntersectionObserver).
 * Once shown it stays.
 */
export function WhenNearView({ deferred = true, placeholder, children }: { deferred?: boolean; placeholder: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  const near = seen || !deferred;
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: "200px 0px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return <Box ref={ref}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</Box>;
}
