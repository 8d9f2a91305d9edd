import { lazy, Suspense, useEffect, useState } from "react";
import { toastsWaiting, whenToastWanted } from "../common/toasts";

const ToastLayer = lazy(() => import("./ToastLayer"));

/** Mounts notistack when the first toast is asked for, and keeps it mounted. */
export function ToastHost() {
  const [wanted, setWanted] = useState(toastsWaiting);
  useEffect(() => {
    if (wanted) return;
    const stop = whenToastWanted(() => setWanted(true));
    return () => {
      stop();
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastLayer />
    </Suspense>
  );
}
