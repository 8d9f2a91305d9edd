/**
 * What one GraphQL document may ask for, checked before anything runs: cost (list sizes multiply), depth, aliases,
 * directives, tokens and size. Every check but the size runs once per document: Apollo parses and validates a
 * document the first time it sees its text and keeps the validated document, so repeated requests (the storefront's
 * operations, the bench's) pay nothing for these checks.
 *
 * - Tokens: graphql-js's own parser limit (`parseOptions.maxTokens`), so a 5,000-deep or 45,000-alias document
 *   stops being read at the limit instead of being parsed (a deep one overflowed the parser's stack).
 * - Aliases, depth, directives: graphql-armor's validation rules (@escape.tech/graphql-armor), with our error codes.
 * - Cost: graphql-query-complexity with the estimator below. graphql-armor's cost rule weighs every field the same
 *   and ignores `first`, so 1,000 aliased pages of 100 products cost as little as 1,000 single products.
 * - Size: characters of the document, checked by the HTTP layer before Apollo sees the body (graphql-endpoint.ts,
 *   and graphql-upload's field limit for multipart).
 *
 * The cost is estimated without the variables, so it can be computed once per document: a page size given as a
 * variable counts at its maximum, a literal one at its value; @include/@skip are ignored (both branches count).
 */
import { ApolloArmor } from "@escape.tech/graphql-armor";
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type InlineFragmentNode,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  typeFromAST,
  type ValidationContext,
  type ValidationRule,
  visit,
} from "graphql";
import { type ComplexityEstimator, getComplexity } from "graphql-query-complexity";
import { Upload } from "graphql-upload-ts";
import type { GraphQLLimits } from "../config.js";

/** Error codes of refused documents (extensions.code), one per limit. */
export const LIMIT_CODES = {
  cost: "COST_LIMIT_EXCEEDED",
  depth: "DEPTH_LIMIT_EXCEEDED",
  aliases: "ALIAS_LIMIT_EXCEEDED",
  directives: "DIRECTIVE_LIMIT_EXCEEDED",
  tokens: "TOKEN_LIMIT_EXCEEDED",
  documentSize: "DOCUMENT_TOO_LARGE",
  /** Apollo's own rule (maxRecursiveSelections): selections counted with fragments expanded. */
  selections: "SELECTION_LIMIT_EXCEEDED",
} as const;

export type LimitName = keyof typeof LIMIT_CODES;

/** A document over a limit: validation reports it, and the error formatter keeps its code (errors.ts). */
export function limitError(limit: LimitName, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: LIMIT_CODES[limit], limit } });
}

// ------------------------------------------------------------------------------------------------ the cost model

/**
 * What a field costs once, besides its items: a query of its own, a count, a search, a mutation's work (mutations not
 * listed cost MUTATION_COST, other fields nothing). On top, every object a field returns costs 1 plus its own fields
 * (a list's objects each), and scalars cost nothing: a page of 24 product cards costs 24 times a card.
 */
export const FIELD_COSTS: Readonly<Record<string, number>> = {
  "Query.me": 1,
  "Query.catalogueOptions": 1,
  "Query.featureImages": 2,
  "Query.products": 10,
  "Query.product": 5,
  "Query.productSearch": 20,
  "Query.search": 20,
  "Query.reviews": 5,
  "Query.cart": 5,
  "Query.addresses": 2,
  "Query.myOrders": 10,
  "Query.orderHistory": 10,
  "Query.order": 5,
  "Query.adminOrders": 10,
  "Query.users": 10,
  // Six aggregate queries over the range's orders.
  "Query.salesInsights": 30,
  "Query.emails": 10,
  "Query.messages": 10,
  // A page of customers and their order figures: two statements, and a count.
  "Query.customers": 10,
  "Query.customer": 5,
  "Query.promotions": 5,
  "Customer.addresses": 1,
  "ProductConnection.totalCount": 2,
  "ProductConnection.facets": 5,
  // Counted in SQL over the variants (the category and brand facets read maintained counts).
  "ProductFacets.sizes": 5,
  "ProductFacets.colours": 5,
  "ProductFacets.priceRange": 3,
  // One batched statement per response for every product's variants and pictures.
  "Product.variants": 1,
  "Product.gallery": 1,
  "Product.options": 1,
  "ProductSearchConnection.totalCount": 20,
  "UserConnection.totalCount": 5,
  "OrderPage.totalCount": 5,
  // An argon2 hash each.
  "Mutation.register": 50,
  "Mutation.login": 50,
  "Mutation.resetPassword": 50,
  "Mutation.changePassword": 50,
  // A code sent through the messaging provider (or an account made with an argon2 hash).
  "Mutation.requestLoginCode": 50,
  "Mutation.verifyLoginCode": 50,
  "Mutation.requestPhoneVerification": 50,
  // The sandbox posts a webhook to the shop.
  "Mutation.pressMessageButton": 50,
  "Mutation.requestEmailChange": 50,
  // Resizing and storing an image.
  "Mutation.uploadImage": 100,
  "Mutation.uploadReturnPhoto": 100,
  "Mutation.uploadReviewPhoto": 100,
  // Pricing the cart against the promotions; every try counts against the code-guessing limit.
  "Mutation.applyCoupon": 20,
  // A call to the payment provider.
  "Mutation.placeOrder": 50,
  "Mutation.verifyPayment": 50,
};
const MUTATION_COST = 10;

/**
 * Lists paged by `first`: the largest page a request may ask for (the services refuse more), and which child field
 * holds the page's items (the connection's `edges` or `nodes`; none: the field itself is the list). Only the items
 * are multiplied by the page size: a page's total, facets and pageInfo are read once.
 */
export const PAGED_LISTS: Readonly<Record<string, { max: number; items?: string }>> = {
  "Query.products": { max: 100, items: "edges" },
  "Query.productSearch": { max: 100, items: "edges" },
  "Query.search": { max: 100 },
  "Query.adminOrders": { max: 100, items: "nodes" },
  "Query.users": { max: 200, items: "nodes" },
  "Query.emails": { max: 100, items: "nodes" },
  "Query.messages": { max: 100, items: "nodes" },
  "Query.customers": { max: 100, items: "edges" },
  "Query.orderHistory": { max: 100, items: "edges" },
  "Query.myOrders": { max: 100 },
  "Query.returnRequests": { max: 100, items: "edges" },
  "Query.serviceablePincodes": { max: 200, items: "nodes" },
  "Query.adminReviews": { max: 100, items: "nodes" },
  "Query.stockAlertDemand": { max: 100 },
};

/**
 * Every other list: how many items it holds at most (or, where nothing bounds it, what a large one holds). A
 * page's items (PAGED_LISTS' `items`) are listed as 1: their size is the page size.
 */
export const LIST_SIZES: Readonly<Record<string, number>> = {
  "Query.featureImages": 10,
  "Query.reviews": 20,
  "Query.addresses": 3,
  // One row per HSN code the shop sells under (gst_rates): a fashion shop's handful of chapters and headings.
  "Query.gstRates": 30,
  "Mutation.setCategoryGstRate": 30,
  "GstRate.categories": 5,
  "CatalogueOptions.categories": 5,
  "CatalogueOptions.brands": 6,
  "CatalogueOptions.sorts": 4,
  "ProductFacets.categories": 5,
  "ProductFacets.brands": 6,
  // Sizes and colours are the shop's own words: what a large fashion catalogue sells.
  "ProductFacets.sizes": 30,
  "ProductFacets.colours": 30,
  "Product.variants": 100,
  "Product.gallery": 21,
  "ProductOptions.sizes": 20,
  "ProductOptions.colours": 20,
  "ImageSet.webpSources": 3,
  "Cart.lines": 10,
  // The running automatic promotions and public codes: a shop runs a handful at once.
  "Cart.offers": 10,
  "Query.promotions": 100,
  "Promotion.scopeValues": 10,
  // Empty for every scope but products; a product-scoped promotion names a handful (read in one query for the list).
  "Promotion.scopeProducts": 4,
  "Order.lines": 10,
  // The promotions and the coupon an order was priced with (issue 41): the shop runs a handful at once.
  "Order.discounts": 10,
  // An order's purchase as GA4 reports it (issue 45): its lines.
  "PurchaseMeasurement.items": 10,
  // Returns (issue 26): a request per returned part, at most an order's units; its lines at most the order's.
  "Order.returns": 10,
  // The refund ledger (issue 40): a refund per return, plus a cancellation's or a late payment's.
  "Order.refunds": 10,
  "ReturnRequest.lines": 10,
  "ReturnRequest.history": 8,
  "ReturnRequest.nextStatuses": 2,
  "ReturnRequestConnection.edges": 1,
  "ReturnRequestLine.photos": 5,
  "ReturnSettings.nonReturnableCategories": 5,
  "ReturnSettings.nonReturnableProducts": 100,
  "ReturnInsights.byProduct": 10,
  "ReturnInsights.byReason": 6,
  // Delivery (issue 25): India's 36 states and union territories; a pincode's delivery area lies in one or two.
  "Query.indianStates": 36,
  "DeliveryEstimate.states": 2,
  "ServiceablePincodePage.nodes": 1,
  // Not bounded by the import (a 1 MB file): what a large file's bad lines are.
  "PincodeImportResult.rejected": 100,
  "Order.statusHistory": 5,
  // Shipping (issue 42): an order's parcel (a cancelled booking and its rebooking) and its returns' pickups.
  "Order.shipments": 3,
  "Shipment.events": 8,
  "Shipment.rescheduleDates": 3,
  "Query.readyToShip": 50,
  "Query.deliveryFailures": 25,
  "Mutation.createShipments": 50,
  // The statuses an order may move to next: a few of the six.
  "Order.nextStatuses": 3,
  "ProductConnection.edges": 1,
  "ProductSearchConnection.edges": 1,
  "UserConnection.nodes": 1,
  "OrderPage.nodes": 1,
  "EmailPage.nodes": 1,
  // The message outbox (issue 43): paged by `first`; a message has at most WhatsApp's three quick-reply buttons.
  "MessageConnection.nodes": 1,
  "Message.buttons": 3,
  "CustomerConnection.edges": 1,
  "OrderConnection.edges": 1,
  "Customer.addresses": 3,
  "SalesInsights.daily": 90,
  "SalesInsights.byStatus": 6,
  "SalesInsights.topByUnits": 10,
  "SalesInsights.topByRevenue": 10,
  "SalesInsights.lowStock": 20,
  "SalesInsights.lowStockVariants": 20,
  // Shipments on the dashboard (issue 42): every status, the couriers and the top pincodes (services/insights.service.ts).
  "ShippingInsights.byStatus": 9,
  "ShippingInsights.byCourier": 20,
  "ShippingInsights.topPincodes": 10,
  // COD risk (issue 43 item 7): one reason per signal (COD_RISK_WEIGHTS), the three bands, the top pincodes (COD_RTO_PINCODES).
  "CodRisk.reasons": 7,
  "CodRiskInsights.byBand": 3,
  "CodRiskInsights.byPincode": 10,
  // What brings shoppers back (issue 44).
  "ReviewPage.nodes": 1,
  "Review.photos": 3,
  "Wishlist.items": 100,
  "Query.myStockAlerts": 100,
  "Query.sizeCharts": 30,
  "SizeChart.measurements": 8,
  "SizeChart.rows": 20,
  "SizeChartRow.cm": 8,
  "SizeChartRow.inches": 8,
  "MarketingConsent.history": 50,
};
/** A list field missing from LIST_SIZES (a test keeps the table complete). */
const UNKNOWN_LIST_SIZE = 10;

/** The page size a paged field is asked for: a literal `first` (at most the maximum), its default, or the maximum. */
function pageSize(max: number, field: GraphQLField<unknown, unknown>, node: FieldNode): number {
  const given = node.arguments?.find((a) => a.name.value === "first")?.value;
  if (!given || given.kind === Kind.NULL) {
    const fallback = field.args.find((a) => a.name === "first")?.defaultValue;
    return typeof fallback === "number" ? Math.min(fallback, max) : max;
  }
  if (given.kind === Kind.INT) return Math.max(0, Math.min(Number(given.value), max));
  return max; // a variable: its value is not known when the document is checked
}

/**
 * The page size of every paged list's items in a document: walks each operation, through its fragments, and notes
 * for the items field (or a paged list itself) the size its paged field was asked for (the largest, when a
 * fragment is spread under several). graphql-query-complexity's estimators see one field at a time, not its parent.
 */
export function pageSizes(schema: GraphQLSchema, document: DocumentNode): Map<FieldNode, number> {
  const sizes = new Map<FieldNode, number>();
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const note = (node: FieldNode, size: number) => sizes.set(node, Math.max(size, sizes.get(node) ?? 0));

  const walk = (selectionSet: SelectionSetNode, parent: GraphQLNamedType | null | undefined, itemsField: string | undefined, size: number, path: Set<string>) => {
    if (!parent || !("getFields" in parent) || isInputObjectType(parent)) return;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = (parent as GraphQLObjectType).getFields()[selection.name.value];
        if (!field) continue;
        if (itemsField !== undefined && selection.name.value === itemsField) note(selection, size);
        const paged = PAGED_LISTS[`${parent.name}.${field.name}`];
        let childItems: string | undefined;
        let childSize = 1;
        if (paged) {
          childSize = pageSize(paged.max, field, selection);
          if (paged.items === undefined) note(selection, childSize);
          else childItems = paged.items;
        }
        if (selection.selectionSet) walk(selection.selectionSet, getNamedType(field.type), childItems, childSize, path);
      } else {
        let fragment: FragmentDefinitionNode | InlineFragmentNode | undefined = selection.kind === Kind.INLINE_FRAGMENT ? selection : undefined;
        let inner = path;
        if (selection.kind === Kind.FRAGMENT_SPREAD) {
          if (path.has(selection.name.value)) continue; // a cycle: graphql-js refuses the document anyway
          fragment = fragments.get(selection.name.value);
          inner = new Set(path).add(selection.name.value);
        }
        if (!fragment) continue;
        const typeCondition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : parent;
        walk(fragment.selectionSet, typeCondition, itemsField, size, inner);
      }
    }
  };
  for (const d of document.definitions) {
    if (d.kind === Kind.OPERATION_DEFINITION) walk(d.selectionSet, schema.getRootType(d.operation), undefined, 1, new Set());
  }
  return sizes;
}

/** The cost estimator for one document, given its page sizes (pageSizes). */
export function costEstimator(sizes: ReadonlyMap<FieldNode, number>): ComplexityEstimator {
  return ({ type, field, node, childComplexity }) => {
    // Introspection (only served when GRAPHQL_INTROSPECTION is on) is bounded by the schema itself.
    if (type.name.startsWith("__") || field.name.startsWith("__")) return 0;
    const key = `${type.name}.${field.name}`;
    const own = FIELD_COSTS[key] ?? (type.name === "Mutation" ? MUTATION_COST : 0);
    const item = isLeafType(getNamedType(field.type)) ? 0 : 1;
    const size = sizes.get(node) ?? (isListType(getNullableType(field.type)) ? (LIST_SIZES[key] ?? UNKNOWN_LIST_SIZE) : 1);
    return own + size * (item + childComplexity);
  };
}

// ------------------------------------------------------------------------------------------------ cost per document

/**
 * A value of `type` that variable coercion accepts. The estimate never reads variable values (page sizes come from
 * the document, see pageSize), but graphql-query-complexity coerces the operation's variables before estimating.
 */
function sampleValue(type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, depth);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    if (depth > 8) return value;
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = sampleValue(field.type, depth + 1);
    }
    return value;
  }
  if (isScalarType(type)) {
    for (const candidate of scalarCandidates()) {
      try {
        type.parseValue(candidate);
        return candidate;
      } catch {
        // try the next one
      }
    }
  }
  return null;
}

function* scalarCandidates(): Generator<unknown> {
  yield 0;
  yield "0";
  yield true;
  yield "1970-01-01T00:00:00.000Z";
  yield new Upload();
}

function sampleVariables(schema: GraphQLSchema, operation: OperationDefinitionNode): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.type.kind !== Kind.NON_NULL_TYPE || definition.defaultValue) continue;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (type) values[definition.variable.name.value] = sampleValue(type);
  }
  return values;
}

/** The document without @include/@skip: both branches of a condition count. */
function withoutConditions(document: DocumentNode): DocumentNode {
  return visit(document, {
    Directive: (node) => (node.name.value === "include" || node.name.value === "skip" ? null : undefined),
  });
}

/** The estimated cost of each named (or the anonymous, "") operation of a document. */
export function documentCosts(schema: GraphQLSchema, document: DocumentNode): Map<string, number> {
  const unconditional = withoutConditions(document);
  const estimator = costEstimator(pageSizes(schema, unconditional));
  const costs = new Map<string, number>();
  for (const definition of unconditional.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const operationName = definition.name?.value;
    const cost = getComplexity({
      schema,
      query: unconditional,
      operationName,
      variables: sampleVariables(schema, definition),
      estimators: [estimator],
      maxQueryNodes: 50_000,
    });
    costs.set(operationName ?? "", cost);
  }
  return costs;
}

/**
 * The cost rule: every operation of the document within `maxCost`. Runs once per document, after graphql-js's own
 * rules accepted it (Apollo runs these rules only then: see `maxRecursiveSelections` in graphqlLimits), so the
 * estimate always has a valid document; one it still cannot estimate is refused.
 */
export function costLimitRule(maxCost: number, onCost?: (cost: number, operationName: string) => void): ValidationRule {
  return (context: ValidationContext) => ({
    Document: {
      leave(document) {
        let costs: Map<string, number>;
        try {
          costs = documentCosts(context.getSchema(), document);
        } catch (error) {
          context.reportError(limitError("cost", `The query could not be costed: ${(error as Error).message}`));
          return;
        }
        for (const [name, cost] of costs) {
          onCost?.(cost, name);
          if (cost > maxCost) {
            context.reportError(limitError("cost", `The query costs ${cost}, more than the limit of ${maxCost}. Ask for fewer or smaller pages, or fewer fields.`));
          }
        }
      },
    },
  });
}

// ------------------------------------------------------------------------------------------------ Apollo wiring

export interface MeasuredDocument {
  aliases?: number;
  depth?: number;
  directives?: number;
  cost?: number;
}

/**
 * The validation rules and parse options that enforce `limits`. `measure` hears what each accepted document used
 * (tests measure the web app's operations with it).
 */
export function graphqlLimits(limits: GraphQLLimits, measure?: (name: keyof MeasuredDocument, value: number) => void) {
  const report =
    (limit: LimitName) =>
    (context: ValidationContext | null, error: GraphQLError): void => {
      context?.reportError(limitError(limit, error.message));
    };
  const accepted =
    (name: keyof MeasuredDocument) =>
    (_context: ValidationContext | null, details: { n?: number }): void => {
      if (typeof details.n === "number") measure?.(name, details.n);
    };
  const armor = new ApolloArmor({
    // Every alias counts, __typename's too (45,000 of them were one audit's document).
    maxAliases: { n: limits.maxAliases, allowList: [], propagateOnRejection: false, onReject: [report("aliases")], onAccept: [accepted("aliases")] },
    // Depth of fields, whatever fragments they sit in.
    maxDepth: { n: limits.maxDepth, flattenFragments: true, propagateOnRejection: false, onReject: [report("depth")], onAccept: [accepted("depth")] },
    maxDirectives: { n: limits.maxDirectives, propagateOnRejection: false, onReject: [report("directives")], onAccept: [accepted("directives")] },
    // Tokens: the parser's own limit (parseOptions below). Cost: costLimitRule. Suggestions: errors.ts.
    maxTokens: { enabled: false },
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return {
    parseOptions: { maxTokens: limits.maxTokens },
    // Apollo's own count of selections with fragments expanded (a few nested fragments spread twice each make
    // millions: "billion laughs"); setting it also makes Apollo run the rules below only on documents that passed
    // graphql-js's rules and this one, so they never see an invalid or exploding document.
    maxRecursiveSelections: limits.maxTokens * 2,
    validationRules: [...armor.validationRules, costLimitRule(limits.maxCost, (cost) => measure?.("cost", cost))],
  };
}

/** The schema's list fields (for the test that keeps FIELD_COSTS, PAGED_LISTS and LIST_SIZES complete). */
export function listFields(schema: GraphQLSchema): string[] {
  const fields: string[] = [];
  for (const type of Object.values(schema.getTypeMap()) as GraphQLNamedType[]) {
    if (type.name.startsWith("__") || !("getFields" in type) || isInputObjectType(type)) continue;
    for (const field of Object.values((type as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields())) {
      if (isListType(getNullableType(field.type))) fields.push(`${type.name}.${field.name}`);
    }
  }
  return fields.sort();
}
