import * as z from "zod/mini";
import { categoryInputSchema, categorySchema } from "../category";
import { answer, endpoint, error } from "./endpoint";

const body = { name: "CategoryInput", schema: categoryInputSchema, limit: "20kb", example: { name: "Branding" } };
const params = { id: "The category's _id" };

/** Categories: visitors list them, staff run them. */
export const categoryContract = {
  listCategories: endpoint({
    method: "get",
    path: "/categories",
    operationId: "listCategories",
    summary: "List categories",
    role: "public",
    responses: { "200": answer("Categories", z.array(categorySchema)), "400": error("Malformed address") },
  }),
  createCategory: endpoint({
    method: "post",
    path: "/categories",
    operationId: "createCategory",
    summary: "Create a category",
    role: "staff",
    body,
    responses: { "201": answer("Created", categorySchema), "409": error("Name exists") },
  }),
  updateCategory: endpoint({
    method: "put",
    path: "/categories/:id",
    operationId: "updateCategory",
    summary: "Update a category",
    role: "staff",
    params,
    body,
    responses: { "200": answer("Updated", categorySchema), "404": error("Unknown id"), "409": error("Name exists") },
  }),
  deleteCategory: endpoint({
    method: "delete",
    path: "/categories/:id",
    operationId: "deleteCategory",
    summary: "Delete a category (its posts keep existing, without a category)",
    role: "staff",
    params,
    responses: { "204": answer("Deleted"), "404": error("Unknown id") },
  }),
};
