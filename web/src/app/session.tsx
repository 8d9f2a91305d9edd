import type { ApolloCache } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { createContext, use, useMemo, type ReactNode } from "react";
import { graphql } from "../gql";
import type { MeQuery } from "../gql/graphql";
import { LoadingScreen } from "./LoadingScreen";

/** The session check: who is signed in (the httpOnly cookie decides), or null. */
export const MeDocument = graphql(`
  query Me {
    me {
      id
      username
      email
      name
      role
    }
  }
`);

export type SessionUser = NonNullable<MeQuery["me"]>;

/** Auth state of spec §4, derived from the Me query: isAuthenticated = me != null. */
export interface Session {
  user: SessionUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error("useSession must be used inside <SessionGate>");
  return session;
}

/** Makes the cached session say who is signed in now (after login) or that nobody is (after logout). */
export function writeSessionUser(cache: ApolloCache, user: SessionUser | null): void {
  cache.writeQuery({ query: MeDocument, data: { me: user } });
}

/**
 * Runs the session check once at start and shows the full-screen 'Loading your store' animation until it
 * answers; afterwards the session follows the cache (login writes `me`, logout clears the store and
 * re-asks), without going back to the loading screen. A failed check (server unreachable…) counts as
 * signed out.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { data, previousData, loading } = useQuery(MeDocument);
  // While the session query is re-asked (after logout's clearStore), keep the last answer until the new
  // one arrives instead of flashing the loading screen or a signed-out state.
  const current = data ?? (loading ? previousData : undefined);
  const user = current?.me ?? null;
  const isLoading = loading && current === undefined;

  const session = useMemo<Session>(
    () => ({ user, isAuthenticated: user !== null, isLoading }),
    [user, isLoading],
  );

  if (isLoading) return <LoadingScreen />;
  return <SessionContext value={session}>{children}</SessionContext>;
}
