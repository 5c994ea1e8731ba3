import { defineEndpoint } from "../common/endpoint.ts";
import { okSchema } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import {
  changePasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  meResponseSchema,
} from "./auth.schema.ts";

export const authEndpoints = {
  login: defineEndpoint({
    method: "POST",
    path: "/api/auth/login",
    summary: "Sign in with e-mail and password; sets httpOnly access and refresh cookies",
    tag: "auth",
    access: access.public,
    body: loginBodySchema,
    response: loginResponseSchema,
  }),
  logout: defineEndpoint({
    method: "POST",
    path: "/api/auth/logout",
    summary: "End this session on the server and clear the cookies",
    tag: "auth",
    access: access.public,
    response: okSchema,
  }),
  refresh: defineEndpoint({
    method: "POST",
    path: "/api/auth/refresh",
    summary: "Rotate the refresh token and issue a new access token",
    tag: "auth",
    access: access.public,
    response: loginResponseSchema,
  }),
  me: defineEndpoint({
    method: "GET",
    path: "/api/auth/me",
    summary: "The signed-in staff member",
    tag: "auth",
    access: access.signedIn,
    response: meResponseSchema,
  }),
  changePassword: defineEndpoint({
    method: "PUT",
    path: "/api/auth/change-password",
    summary: "Change the own password; other sessions end",
    tag: "auth",
    access: access.signedIn,
    body: changePasswordBodySchema,
    response: okSchema,
  }),
};
