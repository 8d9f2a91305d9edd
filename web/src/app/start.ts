import type { ApolloClient } from "@apollo/client";
import { preloadRoute } from "./routes";
import { readFirstScreen, writeSessionUser } from "./session";

/**
 * Gets the first render ready from what the page came with (the server puts the answers of the first screen in it,
 * api/src/http/web-app.ts): the session goes into the cache (the session check needs no request), and the code and
 * first data of the page the visitor will see are awaited (the server hinted the code with the page, so it is on
 * its way already), so the first render shows that page at once. Without them (the dev server), nothing to wait for:
 * the app asks and shows the loading screen meanwhile.
 */
export async function prepareFirstRender(client: ApolloClient, pathname: string, doc: Document = document, search = ""): Promise<void> {
  const firstScreen = readFirstScreen(doc);
  if (!firstScreen) return;
  writeSessionUser(client.cache, firstScreen.me);
  await preloadRoute(pathname, firstScreen, client, search).catch(() => undefined);
}
