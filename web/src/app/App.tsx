import type { ApolloClient } from "@apollo/client";
import { AppProviders } from "./providers";
import { AppRoutes } from "./routes";

/**
 * The whole app for a given Apollo client, inside a router the caller provides (`<BrowserRouter>` in main.tsx,
 * `<MemoryRouter>` in tests). Declarative routing: the data router's extra machinery (loaders, actions, fetchers)
 * would add about 14 kB (brotli) to every first load and the app uses none of it.
 */
export function App({ client }: { client: ApolloClient }) {
  return (
    <AppProviders client={client}>
      <AppRoutes />
    </AppProviders>
  );
}
