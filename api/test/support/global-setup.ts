import type { TestProject } from "vitest/node";
import { prepareTemplate, startTestPostgres } from "./test-database.js";

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const postgres = await startTestPostgres();
  await prepareTemplate(postgres.adminUrl);
  project.provide("pgAdminUrl", postgres.adminUrl);
  return async () => {
    await postgres.stop();
  };
}
