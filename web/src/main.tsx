import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { createApolloClient } from "./app/apollo";
import { App } from "./app/App";
import { getBrandName } from "./app/brand";
import { routes } from "./app/routes";

document.title = getBrandName();

const client = createApolloClient();
const router = createBrowserRouter(routes);

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain <div id=\"root\">");

createRoot(container).render(
  <StrictMode>
    <App client={client} router={router} />
  </StrictMode>,
);
