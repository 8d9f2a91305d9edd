import type { ApolloClient } from "@apollo/client";
// RouterProvider from "react-router", not "react-router/dom": under vitest the /dom entry loads the
// package's CommonJS build while app code gets the ESM one, and the two do not share router context.
import { RouterProvider, type DataRouter } from "react-router";
import { AppProviders } from "./providers";

/** The whole app for a given Apollo client and router (browser router in main.tsx, memory router in tests). */
export function App({ client, router }: { client: ApolloClient; router: DataRouter }) {
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
