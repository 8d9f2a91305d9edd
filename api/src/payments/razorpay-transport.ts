import { type Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { type Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { createRequire } from "node:module";
import type * as Axios from "axios";

/**
 * The Razorpay SDK's HTTP transport: an axios adapter (razorpay 2.9.8 calls Razorpay through an axios instance of its
 * own) that sends each call with node's http/https on the gateway's keep-alive agents.
 *
 * Why: axios's own node adapter is built for every case (proxies, redirects, streams, decompression, upload and
 * download progress, form data) and pays for them on every call: through it the SDK's call cost 0.57-0.63 ms of CPU,
 * through this 0.37-0.41, and a checkout makes two (docs/performance.md). Razorpay's calls are one small JSON body
 * each way.
 *
 * What a call gets is what axios's adapter gives it: the answer's text for axios to parse, non-2xx rejected as an
 * AxiosError with the answer (the SDK reads its `status` and `data.error`), a network failure as an AxiosError with
 * the socket's code, and the gateway's timeout as `ECONNABORTED` ("timeout of N ms exceeded"). One difference, on
 * purpose: the timeout bounds the whole call, where axios's bounds each wait for the socket, so a provider that
 * answers a byte at a time cannot hold a checkout longer than the timeout. Anything else (query parameters that are
 * not plain values, a body that is not text, a streamed answer) is handed to axios's own adapter unchanged.
 */

/** Larger than any answer of Razorpay's API (an order, a payment, a refund: about a kilobyte each). */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

type Config = Axios.InternalAxiosRequestConfig;

/** `params` as axios's default serializer writes plain values (null and undefined left out); undefined for others. */
function plainQuery(params: unknown): string | undefined {
  if (params === undefined || params === null) return "";
  if (params instanceof URLSearchParams) return params.toString();
  if (typeof params !== "object" || Array.isArray(params)) return undefined;
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") return undefined;
    parts.push(`${encode(name)}=${encode(String(value))}`);
  }
  return parts.join("&");
}

/** axios's buildURL encoding: encodeURIComponent, with the characters it leaves readable. */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ":").replace(/%24/g, "$").replace(/%2C/gi, ",").replace(/%20/g, "+");
}

/** axios's buildFullPath: a relative url joins the base with one slash. */
function fullUrl(config: Config): string {
  const url = config.url ?? "";
  if (!config.baseURL || /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url)) return url;
  return url ? `${config.baseURL.replace(/\/+$/, "")}/${url.replace(/^\/+/, "")}` : config.baseURL;
}

/** The adapter; made when the gateway loads the SDK (its first call), which is when axios loads too. */
export function razorpayTransport({ httpAgent, httpsAgent }: { httpAgent: HttpAgent; httpsAgent: HttpsAgent }): Axios.AxiosAdapter {
  // The SDK's own axios (resolved from the SDK, as its require finds it), so errors are of the class its instance knows.
  const axios = createRequire(import.meta.resolve("razorpay"))("axios") as typeof Axios;
  const fallback = axios.getAdapter("http");
  let basicAuth: { key: string; header: string } | undefined;

  return (config) => {
    const query = plainQuery(config.params);
    const body = config.data;
    const handled =
      query !== undefined &&
      (body === undefined || body === null || typeof body === "string" || Buffer.isBuffer(body)) &&
      (config.responseType === undefined || config.responseType === "json" || config.responseType === "text") &&
      !config.proxy &&
      !config.signal &&
      !config.cancelToken;
    if (!handled) return fallback(config);

    const payload = body === undefined || body === null ? undefined : body;

    // Built inside the promise: a bad URL rejects the call (through the gateway's interceptor) instead of throwing.
    return new Promise<Axios.AxiosResponse>((resolve, reject) => {
      const target = new URL(fullUrl(config));
      if (query) target.search = target.search ? `${target.search}&${query}` : query;
      const secure = target.protocol === "https:";
      if (!secure && target.protocol !== "http:") throw new axios.AxiosError(`Unsupported protocol ${target.protocol}`, axios.AxiosError.ERR_BAD_REQUEST, config);

      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(config.headers.toJSON(true) as Record<string, unknown>)) {
        // Answers as they are: without Accept-Encoding, a server sends them uncompressed (a kilobyte of JSON).
        if (value !== undefined && value !== null && value !== false && name.toLowerCase() !== "accept-encoding") headers[name] = String(value);
      }
      if (config.auth) {
        const key = `${config.auth.username}:${config.auth.password}`;
        if (basicAuth?.key !== key) basicAuth = { key, header: `Basic ${Buffer.from(key, "utf8").toString("base64")}` };
        headers.Authorization = basicAuth.header;
      }
      if (payload !== undefined) headers["Content-Length"] = String(Buffer.byteLength(payload));

      let timer: NodeJS.Timeout | undefined;
      let settled = false;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outcome();
      };
      const request = (secure ? httpsRequest : httpRequest)(
        target,
        { method: (config.method ?? "get").toUpperCase(), headers, agent: secure ? (config.httpsAgent ?? httpsAgent) : (config.httpAgent ?? httpAgent) },
        (answer: IncomingMessage) => {
          const chunks: Buffer[] = [];
          let bytes = 0;
          answer.on("data", (chunk: Buffer) => {
            bytes += chunk.length;
            if (bytes > MAX_ANSWER_BYTES) request.destroy(new axios.AxiosError(`the answer is larger than ${MAX_ANSWER_BYTES} bytes`, axios.AxiosError.ERR_BAD_RESPONSE, config, request));
            else chunks.push(chunk);
          });
          answer.on("error", (error) => finish(() => reject(axios.AxiosError.from(error, undefined, config, request))));
          answer.on("end", () =>
            finish(() => {
              const status = answer.statusCode ?? 0;
              const response: Axios.AxiosResponse = {
                data: Buffer.concat(chunks).toString("utf8"),
                status,
                statusText: answer.statusMessage ?? "",
                headers: answer.headers as Axios.RawAxiosResponseHeaders,
                config,
                request,
              };
              if (!config.validateStatus || config.validateStatus(status)) resolve(response);
              else reject(new axios.AxiosError(`Request failed with status code ${status}`, status >= 400 && status < 500 ? axios.AxiosError.ERR_BAD_REQUEST : axios.AxiosError.ERR_BAD_RESPONSE, config, request, response));
            }),
          );
        },
      );
      if (config.timeout && config.timeout > 0) {
        timer = setTimeout(() => {
          const message = config.timeoutErrorMessage ?? `timeout of ${config.timeout}ms exceeded`;
          const code = config.transitional?.clarifyTimeoutError ? axios.AxiosError.ETIMEDOUT : axios.AxiosError.ECONNABORTED;
          const error = new axios.AxiosError(message, code, config, request);
          finish(() => reject(error));
          request.destroy(error);
        }, config.timeout);
      }
      request.on("error", (error) => finish(() => reject(error instanceof axios.AxiosError ? error : axios.AxiosError.from(error, undefined, config, request))));
      request.end(payload);
    });
  };
}
