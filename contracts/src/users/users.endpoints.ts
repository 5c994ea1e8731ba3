import { defineEndpoint } from "../common/endpoint.ts";
import { idParams, okSchema } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import {
  userCreateInputSchema,
  userResponseSchema,
  usersListResponseSchema,
  userUpdateInputSchema,
} from "./users.schema.ts";

export const usersEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/users",
    summary: "Staff accounts",
    tag: "users",
    access: access.admin,
    response: usersListResponseSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/users",
    summary:
      "Create a staff account and e-mail it an invitation to choose its own password (409 when e-mail or username is taken)",
    tag: "users",
    access: access.admin,
    body: userCreateInputSchema,
    response: userResponseSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/users/:id",
    summary: "Edit a staff account (never its password: the owner sets it from an e-mailed link)",
    tag: "users",
    access: access.admin,
    params: idParams,
    body: userUpdateInputSchema,
    response: userResponseSchema,
  }),
  invite: defineEndpoint({
    method: "POST",
    path: "/api/users/:id/invitation",
    summary:
      "E-mail the account a new invitation link to set its password (the older links stop working); active accounts only",
    tag: "users",
    access: access.admin,
    params: idParams,
    response: userResponseSchema,
  }),
  pause: defineEndpoint({
    method: "PUT",
    path: "/api/users/:id/pause",
    summary: "Pause an account and end its sessions (not your own)",
    tag: "users",
    access: access.admin,
    params: idParams,
    response: userResponseSchema,
  }),
  activate: defineEndpoint({
    method: "PUT",
    path: "/api/users/:id/activate",
    summary: "Activate a paused account",
    tag: "users",
    access: access.admin,
    params: idParams,
    response: userResponseSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/users/:id",
    summary: "Delete an account (not your own)",
    tag: "users",
    access: access.admin,
    params: idParams,
    response: okSchema,
  }),
};
