import type * as z from "zod/mini";
import examples from "../content/examples.json";
import {
  type ContentItemInput,
  contentItemInputSchema,
  contentItemListSchema,
  contentItemSchema,
  contentOrderSchema,
  contentVisibilitySchema,
} from "../content/items";
import { type ContentKind, contentKinds } from "../content/kinds";
import { answer, endpoint, error } from "./endpoint";
import { pascalCase } from "./names";

/** "about-figures" → "AboutFigures": a kind's name in operation ids and the document's components. */

/** What create and update take, as far as every kind agrees: each kind's schema checks the rest. */
export interface ContentItemBody {
  slug?: string | null;
  visible?: boolean;
  fields: Record<string, unknown>;
  /** English in full; each other language as far as written (blanks are dropped). */
  text: { en: Record<string, unknown>; tr?: unknown; ru?: unknown; az?: unknown };
}

const limit = "200kb";
const params = { id: "The item's _id" };
const notFoundAnswer = { "404": error("Unknown id") };

/** A valid item of the kind (its first shipped item, in English): the example body of its create and update. */
function exampleOf(kind: ContentKind): ContentItemBody {
  const { slug, visible, fields, text } = examples[kind];
  return { slug, visible, fields, text };
}

/**
 * Site content of one kind (decision 019), the same seven endpoints for every kind: visitors
 * read what is shown, staff read everything and change it. Deleting a service or a project,
 * the site's addressed pages, is for admins. A fixed kind (page texts, calls to action,
 * decision 040) has its reads and its update only (`fixedContentEndpoints`), and an update
 * keeps its slug.
 */
export function contentContract(kind: ContentKind) {
  const path = `/content/${kind}`;
  const name = pascalCase(kind);
  // Every kind's schema checks its own fields; callers see the shape common to all kinds.
  const schema: z.ZodMiniType<ContentItemInput, ContentItemBody> = contentItemInputSchema(kind);
  const body = { name: `${name}Input`, schema, limit, example: exampleOf(kind) };
  return {
    listItems: endpoint({
      method: "get",
      path,
      operationId: `list${name}`,
      summary: `List ${kind} (visitors: shown items only)`,
      role: "optional",
      responses: {
        "200": answer("Items in the site's order", contentItemListSchema),
        "400": error("Malformed address"),
      },
    }),
    createItem: endpoint({
      method: "post",
      path,
      operationId: `create${name}Item`,
      summary: `Add to ${kind} (at the end)`,
      role: "staff",
      body,
      responses: { "201": answer("Created", contentItemSchema), "409": error("Address taken") },
    }),
    // Before /:id, so "order" is never read as an id.
    orderItems: endpoint({
      method: "put",
      path: `${path}/order`,
      operationId: `order${name}`,
      summary: `Put ${kind} in order (every id once)`,
      role: "staff",
      body: { name: "ContentOrderInput", schema: contentOrderSchema, limit, example: { ids: [] } },
      responses: {
        "200": answer("The items in their new order", contentItemListSchema),
        "409": error("The ids are not exactly the kind's items"),
      },
    }),
    getItem: endpoint({
      method: "get",
      path: `${path}/:id`,
      operationId: `get${name}Item`,
      summary: `One of ${kind}, every language`,
      role: "staff",
      params,
      responses: { "200": answer("The item", contentItemSchema), "400": error("Malformed address"), ...notFoundAnswer },
    }),
    updateItem: endpoint({
      method: "put",
      path: `${path}/:id`,
      operationId: `update${name}Item`,
      summary: `Update one of ${kind}`,
      role: "staff",
      params,
      body,
      responses: { "200": answer("Updated", contentItemSchema), ...notFoundAnswer, "409": error("Address taken") },
    }),
    showItem: endpoint({
      method: "patch",
      path: `${path}/:id`,
      operationId: `show${name}Item`,
      summary: `Show or hide one of ${kind}`,
      role: "staff",
      params,
      body: { name: "ContentVisibilityInput", schema: contentVisibilitySchema, limit, example: { visible: false } },
      responses: { "200": answer("Changed", contentItemSchema), ...notFoundAnswer },
    }),
    deleteItem: endpoint({
      method: "delete",
      path: `${path}/:id`,
      operationId: `delete${name}Item`,
      summary: `Delete one of ${kind}`,
      role: contentKinds[kind].deletedBy,
      params,
      responses: { "204": answer("Deleted"), ...notFoundAnswer },
    }),
  };
}

export type ContentContract = ReturnType<typeof contentContract>;

/** What a fixed kind offers (decision 040): its reads and its update. */
export const fixedContentEndpoints = [
  "listItems",
  "getItem",
  "updateItem",
] as const satisfies readonly (keyof ContentContract)[];
