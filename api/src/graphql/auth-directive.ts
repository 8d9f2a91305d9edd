import { getDirective, MapperKind, mapSchema } from "@graphql-tools/utils";
import { defaultFieldResolver, type GraphQLSchema } from "graphql";
import type { RoleName } from "../entities/user.entity.js";
import { DomainError } from "../lib/errors.js";
import { ADMIN_ONLY, NOT_SIGNED_IN, roleSatisfies } from "../services/viewer.js";
import type { GraphQLContext } from "./context.js";

const SCHEMA_ROLES: Record<string, RoleName> = { ADMIN: "admin", CUSTOMER: "customer" };

/**
 * Enforces `@auth(requires: Role)` on fields and on whole types: the field's own directive wins, otherwise
 * its type's. Services check ownership on top of this; this is the first gate, not the only one.
 */
export function authDirectiveTransformer(schema: GraphQLSchema, directiveName = "auth"): GraphQLSchema {
  const typeRequirements = new Map<string, RoleName>();
  return mapSchema(schema, {
    [MapperKind.OBJECT_TYPE]: (type) => {
      const directive = getDirective(schema, type, directiveName)?.[0];
      if (directive) typeRequirements.set(type.name, SCHEMA_ROLES[directive.requires as string] ?? "customer");
      return type;
    },
    [MapperKind.OBJECT_FIELD]: (field, _fieldName, typeName) => {
      const directive = getDirective(schema, field, directiveName)?.[0];
      const typeDirective = getDirective(schema, schema.getType(typeName)!, directiveName)?.[0];
      const requirement = directive ?? typeDirective;
      if (!requirement) return field;
      const required = SCHEMA_ROLES[requirement.requires as string] ?? "customer";
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
