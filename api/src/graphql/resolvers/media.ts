import type { FileUpload } from "graphql-upload-ts";
import type { Resolvers } from "../generated/resolvers.js";

/** The `Upload` scalar resolves to a promise of the multipart file; the service opens it only for an admin. */
const openUpload = (file: unknown) => async () => ((await file) as FileUpload).createReadStream();

export const mediaResolvers: Resolvers = {
  Mutation: {
    uploadImage: (_p, { file }, ctx) => ctx.services.media.uploadImage(ctx.viewer, openUpload(file)),
  },
};
