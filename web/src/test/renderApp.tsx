import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter } from "react-router";
import { createApolloClient } from "../app/apollo";
import { App } from "../app/App";
import { routes } from "../app/routes";

/**
 * Renders the real app (real routes, guard, Apollo client and providers) at `path`, with the network
 * answered by the msw handlers of the test. Returns the router to assert where the user ended up.
 */
export function renderApp(path: string) {
  const client = createApolloClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const utils = render(<App client={client} router={router} />);
  return { ...utils, client, router, user, pathname: () => router.state.location.pathname };
}
