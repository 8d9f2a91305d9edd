import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { createApolloClient } from "./app/apollo";
import { App } from "./app/App";
import { getBrandName } from "./common/brand";
import { prepareFirstRender } from "./app/start";
import { startAnalytics } from "./common/analytics";

document.title = getBrandName();

const client = createApolloClient();

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain <div id=\"root\">");

function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App client={client} />
      </BrowserRouter>
    </StrictMode>,
  );
}

void prepareFirstRender(client, window.location.pathname, document, window.location.search).finally(() => render(container));

// With the shopper's yes given on an earlier visit, Google's tag loads once the page has (never without it: issue 45).
if (document.readyState === "complete") startAnalytics();
else window.addEventListener("load", () => startAnalytics(), { once: true });
