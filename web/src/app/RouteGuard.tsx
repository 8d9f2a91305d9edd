import { Navigate, Outlet, useLocation } from "react-router";
import { guardRedirect } from "./guard";
import { useSession } from "./session";

/** Applies the spec §6 guard to every route below it ("/", /auth/*, /admin/*, /shop/*). */
export function RouteGuard() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const target = guardRedirect(pathname, user);
  if (target !== null && target !== pathname) return <Navigate to={target} replace />;
  return <Outlet />;
}
