import { getDirective, MapperKind, mapSchema } from "@graphql-tools/utils";
import { defaultFieldResolver, type GraphQLSchema } from "graphql";
import type { RoleName } from "../entities/user.entity.js";
import { DomainError } from "../lib/errors.js";
import { ADMIN_ONLY, NOT_SIGNED_IN, roleSatisfies } from "../services/viewer.js";
import type { GraphQLContext } from "./context.js";

/**
 * The role a directive requires, as the executable schema reads its argument: the `Role` enum is mapped to the
 * internal role names (enum-values.ts: ADMIN → "admin"), so that is what arrives here. Anything else is a schema
 * mistake, refused when the schema is built, never read as a weaker requirement.
 */
function requiredRole(requires: unknown, where: string): RoleName {
  if (requires === "admin" || requires === "customer") return requires;
  throw new Error(`@auth(requires: ${String(requires)}) on ${where}: not a role`);
}

/**
 * Enforces `@auth(requires: Role)` on fields and on whole types: the field's own directive wins, otherwise
 * its type's. Services check ownership on top of this; this is the first gate, not the only one.
 */
export function authDirectiveTransformer(schema: GraphQLSchema, directiveName = "auth"): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const directive = getDirective(schema, field, directiveName)?.[0];
      const typeDirective = getDirective(schema, schema.getType(typeName)!, directiveName)?.[0];
      const requirement = directive ?? typeDirective;
      if (!requirement) return field;
      const required = requiredRole(requirement.requires, `${typeName}.${fieldName}`);
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve(source, args, context: GraphQLContext, info) {
          if (!context.viewer) throw new DomainError("UNAUTHENTICATED", NOT_SIGNED_IN);
          if (!roleSatisfies(context.viewer.role, required)) throw new DomainError("FORBIDDEN", ADMIN_ONLY);
          return resolve(source, args, context, info);
        },
      };
    },
  });
}
