import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLayoutEffect, type ReactNode } from "react";
import { MemoryRouter, useLocation, type Location } from "react-router";
import { createApolloClient } from "../src/app/apollo";
import { App } from "../src/app/App";
import { AppProviders } from "../src/app/providers";
import { TestStyles } from "./emotion";

/** Keeps the router's current location where the test can read it. */
function LocationProbe({ locationRef }: { locationRef: { current: Location | null } }) {
  const location = useLocation();
  useLayoutEffect(() => {
    locationRef.current = location;
  });
  return null;
}

/**
 * Renders the real app (real routes, guard, Apollo client and providers) at `path`, with the network
 * answered by the msw handlers of the test (or a client the test prepared). `location()` tells where the user ended up.
 */
export function renderApp(path: string, client = createApolloClient()) {
  const user = userEvent.setup();
  const current: { current: Location | null } = { current: null };
  const utils = render(
    <TestStyles>
      <MemoryRouter initialEntries={[path]}>
        <App client={client} />
        <LocationProbe locationRef={current} />
      </MemoryRouter>
    </TestStyles>,
  );
  const location = () => {
    if (!current.current) throw new Error("the router has not rendered yet");
    return current.current;
  };
  return { ...utils, client, user, location, pathname: () => location().pathname };
}

/** Renders one component inside the app's providers (Apollo, theme, toasts), without the router's pages. */
export function renderInProviders(ui: ReactNode, client = createApolloClient()) {
  return { ...render(<TestStyles><AppProviders client={client}>{ui}</AppProviders></TestStyles>), client };
}
