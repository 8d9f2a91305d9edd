/**
 * Apollo Server as express middleware, for what graphql-endpoint.ts leaves to express (multipart uploads): Apollo's
 * documented integration API (`executeHTTPGraphQLRequest`) in the few lines @as-integrations/express5 1.1 has, but
 * reading the query string with the WHATWG URL API. That package calls `url.parse()` on every request: Node 24 warns
 * about it (DEP0169) once the call is no longer inside node_modules, as in the production bundle (api/dist), so the
 * first upload after every start printed a deprecation warning.
 */
import { type ApolloServer, type BaseContext, HeaderMap, type HTTPGraphQLRequest } from "@apollo/server";
import type { Request, RequestHandler, Response } from "express";

/** The query string of a request target ("/graphql?query=…" or "?…"), with its "?", or "". */
export function searchOf(target: string): string {
  return new URL(target, "http://request.invalid").search;
}

export function apolloExpressMiddleware<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  context: (args: { req: Request; res: Response }) => Promise<TContext>,
): RequestHandler {
  server.assertStarted("apolloExpressMiddleware()");
  return async (req, res) => {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(", ") : value);
    }
    const request: HTTPGraphQLRequest = { method: req.method.toUpperCase(), headers, search: searchOf(req.url), body: req.body };
    const response = await server.executeHTTPGraphQLRequest({ httpGraphQLRequest: request, context: () => context({ req, res }) });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === "complete") {
      res.send(response.body.string);
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
