import type { TestProject } from "vitest/node";
import { dropDatabase, prepareTemplate, startTestPostgres, templateDatabaseName } from "./test-database.js";

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const postgres = await startTestPostgres();
  const template = templateDatabaseName();
  await prepareTemplate(postgres.adminUrl, template);
  project.provide("pgAdminUrl", postgres.adminUrl);
  project.provide("pgTemplate", template);
  return async () => {
    await dropDatabase(postgres.adminUrl, template);
    await postgres.stop();
  };
}
