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

/** The element the server puts the answers a page starts from in (api/src/http/web-app.ts). */
export const FIRST_SCREEN_ID = "sutra-first-screen";

/**
 * What the page came with, as /graphql would answer the app's own queries: who is signed in (`me`, the Me query),
 * on a shopper's home its banners (`featureImages`, the home's ShopFeatureImages query), on a shared listing or
 * product link that page's first data (`answers`).
 */
export interface FirstScreenData {
  me: SessionUser | null;
  featureImages?: unknown[];
  /** On a landing page, answers of the storefront's own queries (a listing's first page, a product's details). */
  answers?: FirstScreenAnswer[];
}

/** An answer the page came with: one query of the app's, its variables and its data, as /graphql gives them. */
export interface FirstScreenAnswer {
  operation: string;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
}

/** Variables as one canonical text (keys sorted, undefined dropped): the app's and the server's compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The data of the answer the page came with for this query and these variables, if it came with one. */
export function firstScreenAnswer(answers: FirstScreenAnswer[] | undefined, operation: string, variables: Record<string, unknown>): Record<string, unknown> | undefined {
  const wanted = canonical(variables);
  return answers?.find((a) => a.operation === operation && canonical(a.variables) === wanted)?.data;
}

/**
 * The answers the page came with, or undefined when it has none (the dev server, a server that could not tell) or
 * they are not what the server sends: the app then asks /graphql as it would anyway.
 */
export function readFirstScreen(doc: Document = document): FirstScreenData | undefined {
  const text = doc.getElementById(FIRST_SCREEN_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as { me?: unknown; featureImages?: unknown; answers?: unknown };
    const featureImages = {
      ...(Array.isArray(parsed.featureImages) ? { featureImages: parsed.featureImages as unknown[] } : {}),
      ...(Array.isArray(parsed.answers) ? { answers: (parsed.answers as FirstScreenAnswer[]).filter((a) => a && typeof a.operation === "string" && a.data && typeof a.data === "object") } : {}),
    };
    const me = parsed.me as (Partial<SessionUser> & { __typename?: unknown }) | null | undefined;
    if (me === null) return { me: null, ...featureImages };
    if (me && typeof me === "object" && me.__typename === "User" && typeof me.id === "string" && (me.role === "ADMIN" || me.role === "CUSTOMER")) {
      return { me: me as SessionUser, ...featureImages };
    }
  } catch {
    // Not ours: ask /graphql as without it.
  }
  return undefined;
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
