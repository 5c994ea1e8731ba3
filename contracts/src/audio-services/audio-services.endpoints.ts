import { defineEndpoint } from "../common/endpoint.ts";
import { idParams, okSchema } from "../common/primitives.ts";
import { access } from "../common/roles.ts";
import { publishStatusEndpoint } from "../publishing/publishing.endpoints.ts";
import { audioUploadLimits } from "./audio-services.constants.ts";
import {
  audioServiceCreateSchema,
  audioServiceResponseSchema,
  audioServicesResponseSchema,
  audioServiceUpdateSchema,
  audioStreamQuerySchema,
} from "./audio-services.schema.ts";

export const audioServicesEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/audio-services",
    summary: "Audio sermons, newest date first",
    tag: "audio",
    access: access.public,
    cache: "published",
    response: audioServicesResponseSchema,
  }),
  adminList: defineEndpoint({
    method: "GET",
    path: "/api/admin/audio-services",
    summary: "All audio sermons including drafts, newest date first",
    tag: "audio",
    access: access.staff,
    response: audioServicesResponseSchema,
  }),
  stream: defineEndpoint({
    method: "GET",
    path: "/api/audio-services/:id/file",
    summary: "The audio file, with HTTP range requests; `download=1` sets an attachment disposition",
    tag: "audio",
    access: access.public,
    params: idParams,
    query: audioStreamQuerySchema,
    response: null,
    produces: ["audio/mpeg", "audio/mp4", "audio/wav", "audio/ogg"],
  }),
  streamLowBitrate: defineEndpoint({
    method: "GET",
    path: "/api/audio-services/:id/low-bitrate",
    summary:
      "The light copy of the recording (MP3, mono, low bitrate), with HTTP range requests; 404 until the server has made it",
    tag: "audio",
    access: access.public,
    params: idParams,
    query: audioStreamQuerySchema,
    response: null,
    produces: ["audio/mpeg"],
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/audio-services",
    summary: "Upload an audio sermon (multipart: fields and `file`); size and duration read from the file",
    tag: "audio",
    access: access.staff,
    body: audioServiceCreateSchema,
    multipart: true,
    // The file plus the form fields around it.
    maxBodyBytes: audioUploadLimits.maxBytes + 1024 * 1024,
    response: audioServiceResponseSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/audio-services/:id",
    summary: "Edit an audio sermon (multipart; `file` optional)",
    tag: "audio",
    access: access.staff,
    params: idParams,
    body: audioServiceUpdateSchema,
    multipart: true,
    // The file plus the form fields around it.
    maxBodyBytes: audioUploadLimits.maxBytes + 1024 * 1024,
    response: audioServiceResponseSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/audio-services/:id",
    summary: "Delete an audio sermon and its file",
    tag: "audio",
    access: access.staff,
    params: idParams,
    response: okSchema,
  }),
  setStatus: publishStatusEndpoint("audio-services", "audio", audioServiceResponseSchema),
};
