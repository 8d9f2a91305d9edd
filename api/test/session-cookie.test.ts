import { describe, expect, it } from "vitest";
import { ApiClient } from "./support/client.js";
import { signUpCustomer } from "./support/fixtures.js";
import { PRODUCTION_ENV, useTestServer } from "./support/test-server.js";

/**
 * Issue 28, finding 6: in production the session cookie is `__Host-token` (Secure, Path=/, no Domain), so a sibling
 * subdomain cannot plant a `token` cookie that shadows the session. Development and tests keep `token` over http.
 */

const ME = "{ me { id } }";
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token } }`;

function sessionCookieOf(setCookies: string[]): { name: string; attributes: string[] } | undefined {
  const header = setCookies.find((c) => /^(__Host-)?token=[^;]+/.test(c));
  if (!header) return undefined;
  const [pair, ...attributes] = header.split(";").map((part) => part.trim());
  return { name: pair!.split("=")[0]!, attributes: attributes.map((a) => a.toLowerCase()) };
}

async function login(url: string, email: string) {
  const res = await fetch(new URL("/graphql", url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: LOGIN, variables: { input: { email, password: "Sutra#2026pass" } } }),
  });
  const body = (await res.json()) as { data: { login: { token: string } } };
  return { cookie: sessionCookieOf(res.headers.getSetCookie()), token: body.data.login.token };
}

async function meWithCookie(url: string, cookie: string) {
  const res = await fetch(new URL("/graphql", url), { method: "POST", headers: { "content-type": "application/json", cookie }, body: JSON.stringify({ query: ME }) });
  return ((await res.json()) as { data: { me: { id: string } | null } }).data.me;
}

describe("in production", () => {
  const t = useTestServer(PRODUCTION_ENV);

  it("signing in sets __Host-token: httpOnly, Secure, Path=/, SameSite=Lax, no Domain", async () => {
    const { email } = await signUpCustomer(t);
    const { cookie } = await login(t.url, email);
    expect(cookie?.name).toBe("__Host-token");
    expect(cookie?.attributes).toEqual(expect.arrayContaining(["httponly", "secure", "path=/", "samesite=lax"]));
    expect(cookie?.attributes.some((a) => a.startsWith("domain="))).toBe(false);
  });

  it("the session is read from __Host-token only: a plain `token` cookie (which a sibling subdomain could set) is nobody", async () => {
    const { email, userId } = await signUpCustomer(t);
    const { token } = await login(t.url, email);
    expect(await meWithCookie(t.url, `__Host-token=${token}`)).toEqual({ id: userId });
    expect(await meWithCookie(t.url, `token=${token}`)).toBeNull();
    // Two cookies, the planted one first: the session is still the shopper's own.
    const other = await signUpCustomer(t, "planted");
    expect(await meWithCookie(t.url, `token=${other.token}; __Host-token=${token}`)).toEqual({ id: userId });
  });

  it("logout clears the __Host- cookie", async () => {
    const { email } = await signUpCustomer(t);
    const client = new ApiClient(t.url);
    await client.graphql(LOGIN, { input: { email, password: "Sutra#2026pass" } });
    expect(client.cookie("__Host-token")).toBeDefined();
    await client.graphql("mutation { logout }");
    expect(client.cookie("__Host-token")).toBeUndefined();
  });
});

describe("outside production (http)", () => {
  const t = useTestServer();

  it("the cookie is `token`, not Secure, so development and tests work over plain http", async () => {
    const { email } = await signUpCustomer(t);
    const { cookie, token } = await login(t.url, email);
    expect(cookie?.name).toBe("token");
    expect(cookie?.attributes).not.toContain("secure");
    expect(await meWithCookie(t.url, `token=${token}`)).not.toBeNull();
  });
});
