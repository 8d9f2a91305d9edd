/** A tiny HTTP client that keeps cookies like a browser would, for driving the API as a real caller. */
export class ApiClient {
  private cookies = new Map<string, string>();
  bearer: string | undefined;
  /**
   * Ask for fresh answers (`Cache-Control: no-cache`, as a browser's hard reload does), never the node's cache of
   * public answers: for tests that count what a question costs, or read what SQL changed behind the shop's back.
   */
  freshAnswers = false;

  constructor(readonly baseUrl: string) {}

  async request(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers["content-type"] ??= "application/json";
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    if (this.freshAnswers) headers["cache-control"] ??= "no-cache";
    const response = await fetch(new URL(path, this.baseUrl), {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers,
      body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";");
      const [name, value] = pair!.split("=");
      const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || !value) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const text = await response.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json, text };
  }

  /** POSTs a GraphQL operation; returns `{ data, errors }` and the HTTP status. */
  async graphql<T = any>(query: string, variables?: Record<string, unknown>) {
    const { status, json } = await this.request("/graphql", { body: { query, variables } });
    return { status, data: json?.data as T, errors: json?.errors as Array<{ message: string; extensions?: { code?: string; field?: string } }> | undefined };
  }

  /** The same caller (cookies, bearer token) talking to another server: one browser behind a load balancer. */
  on(baseUrl: string): ApiClient {
    const other = new ApiClient(baseUrl);
    other.cookies = this.cookies;
    other.bearer = this.bearer;
    return other;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  clearCookies() {
    this.cookies.clear();
  }
}
