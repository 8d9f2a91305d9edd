import { describe, expect, it } from "vitest";
import { guardRedirect, type GuardUser } from "./guard";

const anonymous = null;
const customer: GuardUser = { role: "CUSTOMER" };
const admin: GuardUser = { role: "ADMIN" };

type Row = [path: string, anonymous: string | null, customer: string | null, admin: string | null];

// Spec §2 (/ redirects) and §6 (the guard), written out by hand for every guarded route.
// null = stay on the page.
const table: Row[] = [
  //  path                 signed out       customer          admin
  ["/",                    "/auth/login",   "/shop/home",     "/admin/dashboard"],
  ["/auth",                "/auth/login",   null,             null],
  ["/auth/login",          null,            "/shop/home",     "/admin/dashboard"],
  ["/auth/register",       null,            "/shop/home",     "/admin/dashboard"],
  ["/admin",               "/auth/login",   "/unauth-page",   null],
  ["/admin/dashboard",     "/auth/login",   "/unauth-page",   null],
  ["/admin/products",      "/auth/login",   "/unauth-page",   null],
  ["/admin/orders",        "/auth/login",   "/unauth-page",   null],
  ["/admin/features",      "/auth/login",   "/unauth-page",   null],
  ["/admin/customers",     "/auth/login",   "/unauth-page",   null],
  ["/shop",                "/auth/login",   null,             "/admin/dashboard"],
  ["/shop/home",           "/auth/login",   null,             "/admin/dashboard"],
  ["/shop/listing",        "/auth/login",   null,             "/admin/dashboard"],
  ["/shop/checkout",       "/auth/login",   null,             "/admin/dashboard"],
  ["/shop/account",        "/auth/login",   null,             "/admin/dashboard"],
  ["/shop/search",         "/auth/login",   null,             "/admin/dashboard"],
  // Not in the spec: a forgotten password's form and the pages the account's emails link to, open to anyone.
  ["/auth/forgot-password", null,           null,             null],
  ["/auth/reset-password", null,            null,             null],
  ["/auth/verify-email",   null,            null,             null],
];

describe("guardRedirect (spec §6)", () => {
  describe.each(table)("%s", (path, forAnonymous, forCustomer, forAdmin) => {
    it(`signed out → ${forAnonymous ?? "stays"}`, () => {
      expect(guardRedirect(path, anonymous)).toBe(forAnonymous);
    });
    it(`customer → ${forCustomer ?? "stays"}`, () => {
      expect(guardRedirect(path, customer)).toBe(forCustomer);
    });
    it(`admin → ${forAdmin ?? "stays"}`, () => {
      expect(guardRedirect(path, admin)).toBe(forAdmin);
    });
  });

  it("treats undefined like a signed-out visitor", () => {
    expect(guardRedirect("/shop/home", undefined)).toBe("/auth/login");
  });

  it("matches 'login' / 'register' anywhere in the path, as the spec says ('includes')", () => {
    expect(guardRedirect("/auth/login/extra", anonymous)).toBeNull();
    expect(guardRedirect("/shop/register", anonymous)).toBeNull();
    expect(guardRedirect("/admin/login", customer)).toBe("/shop/home");
    expect(guardRedirect("/shop/register", admin)).toBe("/admin/dashboard");
  });

  it("matches 'admin' / 'shop' anywhere in the path for signed-in users", () => {
    expect(guardRedirect("/shop/adminish", customer)).toBe("/unauth-page");
    expect(guardRedirect("/admin/shopping", admin)).toBe("/admin/dashboard");
  });

  it("lets signed-in users through paths that concern neither area", () => {
    expect(guardRedirect("/auth", customer)).toBeNull();
    expect(guardRedirect("/auth", admin)).toBeNull();
  });

  it("never sends anyone to the page they are already on", () => {
    for (const [path] of table) {
      for (const user of [anonymous, customer, admin]) {
        expect(guardRedirect(path, user)).not.toBe(path);
      }
    }
  });
});
