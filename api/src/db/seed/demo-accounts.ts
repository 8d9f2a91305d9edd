/**
 * The demo sign-ins a fresh install creates (printed by the startup log and the README). They are public:
 * never seed them into a shop that takes real orders (SEED_ON_EMPTY=false).
 */
import type { RoleName } from "../../entities/user.entity.js";

export interface DemoAccount {
  username: string;
  email: string;
  password: string;
  name: string;
  role: RoleName;
}

export const DEMO_ADMIN = {
  username: "sutra-admin",
  email: "admin@sutra.shop",
  password: "SutraAdmin#2026",
  name: "Sutra Admin",
  role: "admin",
} as const satisfies DemoAccount;

export const DEMO_CUSTOMER = {
  username: "priya",
  email: "priya@sutra.shop",
  password: "Shopper#2026",
  name: "Priya Sharma",
  role: "customer",
} as const satisfies DemoAccount;

export const DEMO_ACCOUNTS = { admin: DEMO_ADMIN, customer: DEMO_CUSTOMER } as const;
