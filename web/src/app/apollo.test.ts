import { describe, expect, it } from "vitest";
import { ListingProductsDocument } from "../shop/listing/documents";
import { ProductDetailsDocument } from "../shop/product/documents";
import { connection, images, product } from "../../test/shop-fixtures";
import { createCache } from "./apollo";

/**
 * Issue 46: a card asks only what it shows (one picture: thumbnail and srcSet) and the details dialog asks for the
 * rest when it opens. Both land on one normalized Product; neither answer may cost the other its fields.
 */
describe("the storefront's cache of a product", () => {
  const kurta = product({ id: "p-kurta", slug: "cotton-kurta", title: "Cotton Kurta" });
  const variables = { filter: { categories: ["women"] }, sortBy: "price-lowtohigh", first: 12 };
  const listing = { products: connection([kurta]) };

  it("keeps the card's picture when the details add theirs, and the details read the card's fields", () => {
    const cache = createCache();
    cache.writeQuery({ query: ListingProductsDocument, variables, data: listing as never });
    cache.writeQuery({ query: ProductDetailsDocument, variables: { slug: "cotton-kurta" }, data: { product: kurta } as never });

    const card = cache.readQuery({ query: ListingProductsDocument, variables })!.products.edges[0]!.node;
    expect(card.images).toEqual({ __typename: "ImageSet", thumbnail: images("p-kurta").thumbnail, srcSet: images("p-kurta").srcSet });
    const details = cache.readQuery({ query: ProductDetailsDocument, variables: { slug: "cotton-kurta" } })!.product;
    expect(details.images).toEqual({ __typename: "ImageSet", thumbnail: images("p-kurta").thumbnail, srcSet: images("p-kurta").srcSet, large: images("p-kurta").large });
    expect(details.title).toBe("Cotton Kurta");
    expect(cache.identify(details)).toBe('Product:{"id":"p-kurta"}');
  });

  it("keeps the details' large picture when a later listing answer brings the card again", () => {
    const cache = createCache();
    cache.writeQuery({ query: ProductDetailsDocument, variables: { slug: "cotton-kurta" }, data: { product: kurta } as never });
    cache.writeQuery({ query: ListingProductsDocument, variables, data: listing as never });
    expect(cache.readQuery({ query: ProductDetailsDocument, variables: { slug: "cotton-kurta" } })!.product.images.large).toBe(images("p-kurta").large);
  });
});
