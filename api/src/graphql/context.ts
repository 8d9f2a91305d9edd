import type { Request, Response } from "express";
import type { Services } from "../services/index.js";
import type { Viewer } from "../services/viewer.js";

export interface GraphQLContext {
  viewer: Viewer | null;
  services: Services;
  /** Sets or clears the session cookie; resolvers never touch the response otherwise. */
  session: SessionCookie;
  clientIp: string;
}

export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export type RequestWithViewer = Request & { viewer?: Viewer | null };
export type { Response };
