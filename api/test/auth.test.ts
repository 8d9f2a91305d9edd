import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { ApiClient } from "./support/client.js";
import { useTestServer } from "./support/test-server.js";

const t = useTestServer();

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { message user { id username email role } } }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { message token user { id email role username name } } }`;
const ME = `{ me { id email username role } }`;
const LOGOUT = `mutation { logout }`;

let counter = 0;
function newAccount() {
  counter += 1;
  return { username: `shopper${counter}_${Date.now() % 100000}`, email: `shopper${counter}.${Date.now()}@example.com`, password: "Sutra#2026pass" };
}

async function registerAndLogin() {
  const account = newAccount();
  const client = new ApiClient(t.url);
  await client.graphql(REGISTER, { input: account });
  const login = await client.graphql(LOGIN, { input: { email: account.email, password: account.password } });
  expect(login.errors).toBeUndefined();
  return { client, account, token: login.data.login.token as string };
}

describe("registration", () => {
  it("creates a customer account via GraphQL without signing in", async () => {
    const client = new ApiClient(t.url);
    const account = newAccount();
    const { data, errors } = await client.graphql(REGISTER, { input: account });
    expect(errors).toBeUndefined();
    expect(data.register).toMatchObject({ message: "Registration successful", user: { username: account.username, email: account.email, role: "CUSTOMER" } });
    expect(client.cookie("token")).toBeUndefined();
    expect((await client.graphql(ME)).data.me).toBeNull();
  });

  it("creates an account via REST, accepting the client's userName field", async () => {
    const client = new ApiClient(t.url);
    const account = newAccount();
    const res = await client.request("/api/auth/register", { body: { userName: account.username, email: account.email, password: account.password } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: "Registration successful" });
    const login = await client.request("/api/auth/login", { body: { email: account.email, password: account.password } });
    expect(login.json.user.userName).toBe(account.username);
  });

  it("refuses a taken email, whatever its case, with the spec's message", async () => {
    const client = new ApiClient(t.url);
    const account = newAccount();
    await client.graphql(REGISTER, { input: account });
    const again = { ...newAccount(), email: account.email.toUpperCase() };
    const gql = await client.graphql(REGISTER, { input: again });
    expect(gql.errors?.[0]).toMatchObject({ message: "User Already exists with the same email! Please try again", extensions: { code: "CONFLICT", field: "email" } });
    const rest = await client.request("/api/auth/register", { body: again });
    expect(rest.status).toBe(200);
    expect(rest.json).toEqual({ success: false, message: "User Already exists with the same email! Please try again" });
  });

  it("refuses a taken username, whatever its case", async () => {
    const client = new ApiClient(t.url);
    const account = newAccount();
    await client.graphql(REGISTER, { input: account });
    const { errors } = await client.graphql(REGISTER, { input: { ...newAccount(), username: account.username.toUpperCase() } });
    expect(errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", field: "username" });
    expect(errors?.[0]?.message).toMatch(/username is already taken/i);
  });

  it("lets only one of two simultaneous sign-ups with the same email through", async () => {
    const account = newAccount();
    const results = await Promise.all(
      [0, 1].map((i) => new ApiClient(t.url).graphql(REGISTER, { input: { ...account, username: `${account.username}x${i}` } })),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.find((r) => r.errors)?.errors?.[0]?.extensions?.code).toBe("CONFLICT");
  });

  it.each([
    [{ username: "", email: "a@example.com", password: "Sutra#2026pass" }, "username", /username is required/i],
    [{ username: "ab", email: "a@example.com", password: "Sutra#2026pass" }, "username", /at least 3/i],
    [{ username: "bad\tname", email: "a@example.com", password: "Sutra#2026pass" }, "username", /no control or invisible characters/i],
    [{ username: "valid_name", email: "not-an-email", password: "Sutra#2026pass" }, "email", /valid email/i],
    [{ username: "valid_name", email: "  ", password: "Sutra#2026pass" }, "email", /email is required/i],
    [{ username: "valid_name", email: "a@example.com", password: "" }, "password", /password is required/i],
    [{ username: "valid_name", email: "a@example.com", password: "short1" }, "password", /at least 8/i],
    [{ username: "valid_name", email: "a@example.com", password: "onlyletters" }, "password", /letter and one number/i],
  ])("refuses bad input %j with a clear message naming the field, creating nothing", async (input, field, message) => {
    const client = new ApiClient(t.url);
    const { errors } = await client.graphql(REGISTER, { input });
    expect(errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field });
    expect(errors?.[0]?.message).toMatch(message);
    const rest = await client.request("/api/auth/register", { body: input });
    expect(rest.json).toMatchObject({ success: false, message: expect.stringMatching(message) });
    const login = await client.request("/api/auth/login", { body: { email: input.email, password: input.password } });
    expect(login.json.success).toBe(false);
  });
});

describe("login", () => {
  it("signs in via GraphQL: httpOnly SameSite=Lax cookie, token, and me", async () => {
    const account = newAccount();
    const client = new ApiClient(t.url);
    await client.graphql(REGISTER, { input: account });
    const res = await client.request("/graphql", { body: { query: LOGIN, variables: { input: { email: account.email, password: account.password } } } });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("token="));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // only in production
    expect(res.json.data.login).toMatchObject({ message: "Logged in successfully", user: { email: account.email, role: "CUSTOMER", name: account.username } });
    expect(res.json.data.login.token).toEqual(client.cookie("token"));
    expect((await client.graphql(ME)).data.me).toMatchObject({ email: account.email });
  });

  it("signs in via REST with the rest-compat user shape, case-insensitively on email", async () => {
    const account = newAccount();
    const client = new ApiClient(t.url);
    await client.graphql(REGISTER, { input: account });
    const res = await client.request("/api/auth/login", { body: { email: account.email.toUpperCase(), password: account.password } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      message: "Logged in successfully",
      user: { id: expect.any(String), email: account.email, role: "customer", userName: account.username, username: account.username, name: account.username },
    });
    const check = await client.request("/api/auth/check-auth");
    expect(check.status).toBe(200);
    expect(check.headers.get("cache-control")).toBe("private, no-store");
    expect(check.json).toMatchObject({ success: true, message: "Authenticated user!", user: { email: account.email } });
  });

  it("answers unknown accounts and wrong passwords with the spec's messages (REST 200, GraphQL UNAUTHENTICATED)", async () => {
    const account = newAccount();
    const client = new ApiClient(t.url);
    await client.graphql(REGISTER, { input: account });
    const unknown = await client.request("/api/auth/login", { body: { email: "nobody@example.com", password: "whatever1" } });
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual({ success: false, message: "User doesn't exists! Please register first" });
    const wrong = await client.request("/api/auth/login", { body: { email: account.email, password: "Wrong#2026pass" } });
    expect(wrong.json).toEqual({ success: false, message: "Incorrect password! Please try again" });
    expect(client.cookie("token")).toBeUndefined();
    const gql = await client.graphql(LOGIN, { input: { email: account.email, password: "Wrong#2026pass" } });
    expect(gql.errors?.[0]).toMatchObject({ message: "Incorrect password! Please try again", extensions: { code: "UNAUTHENTICATED" } });
  });

  it("refuses empty credentials with a clear message", async () => {
    const res = await new ApiClient(t.url).request("/api/auth/login", { body: { email: "", password: "" } });
    expect(res.json).toEqual({ success: false, message: "Email is required" });
  });

  it("accepts the token as Authorization: Bearer", async () => {
    const { account, token } = await registerAndLogin();
    const other = new ApiClient(t.url);
    other.bearer = token;
    expect((await other.graphql(ME)).data.me.email).toBe(account.email);
    expect((await other.request("/api/auth/check-auth")).json.user.email).toBe(account.email);
  });
});

describe("sessions", () => {
  it("check-auth without a valid token answers 401 Unauthorised user!", async () => {
    const anonymous = await new ApiClient(t.url).request("/api/auth/check-auth");
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual({ success: false, message: "Unauthorised user!" });
    const forged = new ApiClient(t.url);
    forged.setCookie("token", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.invalid");
    expect((await forged.request("/api/auth/check-auth")).status).toBe(401);
  });

  it("logout ends the session for that token, even for a copy of it", async () => {
    const { client, token } = await registerAndLogin();
    const copy = new ApiClient(t.url);
    copy.bearer = token;
    expect((await copy.graphql(ME)).data.me).not.toBeNull();
    const res = await client.request("/api/auth/logout", { method: "POST" });
    expect(res.json).toEqual({ success: true, message: "Logged out successfully!" });
    expect(client.cookie("token")).toBeUndefined();
    expect((await copy.graphql(ME)).data.me).toBeNull();
    expect((await copy.request("/api/auth/check-auth")).status).toBe(401);
  });

  it("logout via GraphQL clears the cookie and ends the session", async () => {
    const { client, token } = await registerAndLogin();
    expect((await client.graphql(LOGOUT)).data.logout).toBe(true);
    expect(client.cookie("token")).toBeUndefined();
    const copy = new ApiClient(t.url);
    copy.setCookie("token", token);
    expect((await copy.graphql(ME)).data.me).toBeNull();
  });

  it("an expired token is refused", async () => {
    const { token } = await registerAndLogin();
    const [, payload] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const expired = await new SignJWT({ sid: claims.sid, role: claims.role })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.sub)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(t.config.jwtSecret);
    const client = new ApiClient(t.url);
    client.bearer = expired;
    expect((await client.graphql(ME)).data.me).toBeNull();
  });

  it("a token already checked is refused once it expires, though its session lives on", async () => {
    const { token } = await registerAndLogin();
    const [, payload] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const shortLived = await new SignJWT({ sid: claims.sid, role: claims.role }).setProtectedHeader({ alg: "HS256" }).setSubject(claims.sub).setExpirationTime(expiresAt).sign(t.config.jwtSecret);
    expect(await t.server.services.auth.authenticate(shortLived)).toMatchObject({ sessionId: claims.sid });
    await new Promise((resolve) => setTimeout(resolve, expiresAt * 1000 - Date.now() + 50));
    expect(await t.server.services.auth.authenticate(shortLived)).toBeNull();
    expect(await t.server.services.auth.authenticate(token)).toMatchObject({ sessionId: claims.sid });
  });

  it("a token signed with another secret is refused", async () => {
    const { token } = await registerAndLogin();
    const [, payload] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode("x".repeat(48)));
    const client = new ApiClient(t.url);
    client.bearer = forged;
    expect((await client.graphql(ME)).data.me).toBeNull();
  });
});

describe("@auth directive", () => {
  const USERS = `{ users(first: 5) { totalCount nodes { email role } } }`;

  it("refuses an admin-only field to an anonymous caller", async () => {
    const { data, errors } = await new ApiClient(t.url).graphql(USERS);
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("refuses an admin-only field to a customer", async () => {
    const { client } = await registerAndLogin();
    const { errors } = await client.graphql(USERS);
    expect(errors?.[0]).toMatchObject({ message: "You are not allowed to do this: admins only.", extensions: { code: "FORBIDDEN" } });
  });

  it("serves an admin-only field to an admin", async () => {
    const admin = { email: `boss${Date.now()}@example.com`, password: "Admin#2026pass" };
    await t.server.services.auth.createAdmin(admin);
    const client = new ApiClient(t.url);
    const login = await client.graphql(LOGIN, { input: admin });
    expect(login.data.login.user.role).toBe("ADMIN");
    const { data, errors } = await client.graphql(USERS);
    expect(errors).toBeUndefined();
    expect(data.users.totalCount).toBeGreaterThan(0);
    expect(data.users.nodes.some((u: { email: string; role: string }) => u.email === admin.email && u.role === "ADMIN")).toBe(true);
  });

  it("promoting an existing customer (create-admin) ends their sessions and sets the new password", async () => {
    const { client, account } = await registerAndLogin();
    const password = "Promoted#2026pass";
    await t.server.services.auth.createAdmin({ email: account.email, password });
    expect((await client.graphql(ME)).data.me).toBeNull();
    expect((await new ApiClient(t.url).graphql(LOGIN, { input: { email: account.email, password: account.password } })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const login = await new ApiClient(t.url).graphql(LOGIN, { input: { email: account.email, password } });
    expect(login.data.login.user).toMatchObject({ email: account.email, role: "ADMIN" });
  });
});
