/** The product panel's pictures after the main image, as plain data (the API's `gallery`). */
import { adminTexts } from "../../common/adminTexts";
import type { AdminProductDetailsFieldsFragment, ProductImageInput } from "../../gql/graphql";

export interface GalleryPicture {
  /** Identifies the picture in the panel while it moves (a URL may be uploaded twice). */
  id: string;
  url: string;
  preview: string;
  /** The colour the picture shows, or null for a picture of the product in general. */
  colour: string | null;
}

let pictureSequence = 0;

export function newPicture(url: string, preview: string, colour: string | null = null): GalleryPicture {
  pictureSequence += 1;
  return { id: `picture-${pictureSequence}`, url, preview, colour };
}

/** A product's pictures after the main image (the API's `gallery` starts with the main image). */
export function galleryOfProduct(gallery: AdminProductDetailsFieldsFragment["gallery"]): GalleryPicture[] {
  return gallery.slice(1).map((picture) => newPicture(picture.url, picture.images.thumbnail, picture.colour ?? null));
}

export function toGalleryInputs(pictures: ReadonlyArray<GalleryPicture>): ProductImageInput[] {
  return pictures.map(({ url, colour }) => (colour === null ? { url } : { url, colour }));
}

/** A picture whose colour is no longer one of the product's colours (the server refuses it): message by picture id. */
export function checkGallery(pictures: ReadonlyArray<GalleryPicture>, colours: ReadonlyArray<string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const picture of pictures) {
    if (picture.colour !== null && !colours.includes(picture.colour)) errors[picture.id] = adminTexts.products.gallery.unknownColour;
  }
  return errors;
}

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(items: ReadonlyArray<T>, from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}
