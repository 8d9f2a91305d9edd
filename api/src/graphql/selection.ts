import { type GraphQLResolveInfo, Kind } from "graphql";

/**
 * Whether the client selected `field` directly under the resolved field, so a resolver can start work for it
 * early. Fragments are not looked into: with one, the answer is yes (doing the work is always correct).
 */
export function selects(info: Pick<GraphQLResolveInfo, "fieldNodes">, field: string): boolean {
  return info.fieldNodes.some((node) =>
    (node.selectionSet?.selections ?? []).some((selection) => selection.kind !== Kind.FIELD || selection.name.value === field),
  );
}
