import { readFileSync } from "node:fs";
import { resolve, sep } from "node:path";
import { parse } from "graphql";
import MagicString from "magic-string";
import type { Plugin } from "vite";

/**
 * The client preset's `graphql(`…`)` calls, resolved at build time: each call becomes the parsed document it stands
 * for (the AST codegen wrote to src/gql/graphql.ts), right where the app declares it.
 *
 * Without this the bundle carries src/gql/gql.ts, one map of every operation of the app (admin ones included) that
 * no bundler can tree-shake, and src/gql/graphql.ts, one module of every document, that lands whole in a chunk the
 * first screen loads. With it each document lives in the module that declares it, so it travels in that module's
 * chunk: the admin's operations in admin chunks, the checkout's in the checkout chunk. Development and the
 * component tests keep the runtime map; the documents are equal either way.
 */
export function graphqlDocuments({ gqlDir }: { gqlDir: string }): Plugin {
  const generated = resolve(gqlDir, "graphql.ts");
  let documents = new Map<string, string>();
  // A literal document: no backtick, no `${…}` substitution ($variables are fine).
  const call = /(?<![\w$.])graphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g;
  const gqlImport = /import\s*\{\s*graphql\s*\}\s*from\s*(["'])[^"']*\bgql\1;?/;

  return {
    name: "sutra:graphql-documents",
    apply: "build",
    enforce: "pre",
    buildStart() {
      this.addWatchFile(generated);
      documents = new Map(
        [...readFileSync(generated, "utf8").matchAll(/^export const (\w+) = (\{"kind":"Document".*\}) as unknown as /gm)].map((m) => [m[1]!, m[2]!]),
      );
      if (documents.size === 0) this.error(`no documents found in ${generated}: run \`npm run codegen\``);
    },
    transform(code, id) {
      const file = id.split("?")[0]!;
      if (!/\.(ts|tsx)$/.test(file) || file.startsWith(resolve(gqlDir) + sep) || !code.includes("graphql(")) return null;
      const s = new MagicString(code);
      let replaced = 0;
      for (const match of code.matchAll(call)) {
        const name = documentName(match[1]!, file);
        const ast = documents.get(name);
        if (!ast) this.error(`${file}: ${name} is not in ${generated}: run \`npm run codegen\``);
        s.overwrite(match.index, match.index + match[0].length, `(${ast})`);
        replaced += 1;
      }
      if (replaced === 0) return null;
      const imported = gqlImport.exec(code);
      if (imported) s.remove(imported.index, imported.index + imported[0].length);
      if (/(?<![\w$.])graphql\(/.test(s.toString())) {
        this.error(`${file}: a graphql() call the build cannot resolve (only graphql(\`…\`) with a literal document)`);
      }
      return { code: s.toString(), map: s.generateMap({ hires: "boundary", source: file }) };
    },
  };
}

/** The generated constant for a document: `<Operation>Document` or `<Fragment>FragmentDoc` (names are PascalCase here). */
function documentName(source: string, file: string): string {
  const [first] = parse(source).definitions;
  if (first?.kind === "OperationDefinition" && first.name) return `${first.name.value}Document`;
  if (first?.kind === "FragmentDefinition") return `${first.name.value}FragmentDoc`;
  throw new Error(`${file}: a graphql() document needs a named operation or fragment first`);
}
