/**
 * DESIGN.md's arrows are a lint rule (eslint.config.js: eslint-plugin-import-x's no-restricted-paths and no-cycle):
 * `npm run lint` fails on a file that breaks them. Each case lints a bad file at a real place in the tree, as the
 * lint run would see it, and expects the rule to name it.
 */
import { join } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../src/config.js";

const eslint = new ESLint({ cwd: projectRoot });

async function problems(file: string, code: string): Promise<Array<{ rule: string | null; message: string }>> {
  const [result] = await eslint.lintText(code, { filePath: join(projectRoot, file) });
  return result!.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe("the layering lint rule", () => {
  it("fails a service that imports from graphql/", async () => {
    const found = await problems("api/src/services/reports.service.ts", `import type { GraphQLContext } from "../graphql/context.js";\nexport type Reports = GraphQLContext;\n`);
    expect(found).toContainEqual({
      rule: "import-x/no-restricted-paths",
      message: expect.stringContaining("Services, payments, entities, db and lib never import the transports"),
    });
  });

  it("fails an import cycle", async () => {
    // viewer.ts is read by the order module; if it read the order module back, the two would import each other.
    const found = await problems("api/src/services/viewer.ts", `import { createOrderServices } from "./orders/index.js";\nexport const makers = [createOrderServices];\n`);
    expect(found.map((p) => p.rule)).toContain("import-x/no-cycle");
  });

  it("fails a resolver that reaches into a service module past its public entry", async () => {
    const found = await problems("api/src/graphql/resolvers/stock.ts", `import { shortfallOf } from "../../services/orders/stock.js";\nexport const check = shortfallOf;\n`);
    expect(found).toContainEqual({ rule: "import-x/no-restricted-paths", message: expect.stringContaining("services/orders/index.ts") });
  });

  it("fails code that reaches into the returns module or the engine's tables past their entries", async () => {
    const returns = await problems("api/src/services/orders/extra.ts", `import { returnedShare } from "../returns/return-value.js";\nexport const share = returnedShare;\n`);
    expect(returns).toContainEqual({ rule: "import-x/no-restricted-paths", message: expect.stringContaining("services/returns/index.ts") });
    const tables = await problems("api/src/services/orders/extra.ts", `import { ORDER_LIFECYCLE } from "../lifecycles/order.js";\nexport const table = ORDER_LIFECYCLE;\n`);
    expect(tables).toContainEqual({ rule: "import-x/no-restricted-paths", message: expect.stringContaining("services/lifecycles/index.ts") });
  });

  it("fails a REST route that reaches into http/", async () => {
    const found = await problems("api/src/rest/extra.ts", `import { webApp } from "../http/web-app.js";\nexport const app = webApp;\n`);
    expect(found.map((p) => p.rule)).toContain("import-x/no-restricted-paths");
  });

  it("fails web common/ importing the app shell", async () => {
    const found = await problems("web/src/common/Extra.tsx", `import { useSession } from "../app/session";\nexport const use = useSession;\n`);
    expect(found).toContainEqual({ rule: "import-x/no-restricted-paths", message: expect.stringContaining("common/ is shared by every screen") });
  });

  it("passes the same imports where the arrows allow them", async () => {
    expect(await problems("api/src/graphql/resolvers/stock.ts", `import type { OrderView } from "../../services/orders/index.js";\nexport type View = OrderView;\n`)).toEqual([]);
  });
}, 120_000);
