import type { ApolloCache } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { serverMessage } from "../../common/errors";
import { texts } from "../../common/texts";
import type { ShopWishlistIdsQuery } from "../../gql/graphql";
import { useShopToast } from "../common/toast";
import { AddToWishlistDocument, RemoveFromWishlistDocument, WishlistIdsDocument } from "./documents";

const t = texts.shop.wishlist;

/**
 * The shopper's wishlist as the hearts see it: which products are on it, and a toggle. A change writes the server's
 * answer (the list's ids) into the cache, so every heart on the page follows; the Account → Wishlist tab re-reads.
 */
export function useWishlist() {
  const { data } = useQuery(WishlistIdsDocument);
  const toast = useShopToast();
  const update = (cache: ApolloCache, wishlist: ShopWishlistIdsQuery["wishlist"] | undefined) => {
    if (wishlist) cache.writeQuery({ query: WishlistIdsDocument, data: { wishlist } });
  };
  const [add, { loading: adding }] = useMutation(AddToWishlistDocument, { update: (cache, { data: d }) => update(cache, d?.addToWishlist), refetchQueries: ["ShopWishlist"] });
  const [remove, { loading: removing }] = useMutation(RemoveFromWishlistDocument, { update: (cache, { data: d }) => update(cache, d?.removeFromWishlist), refetchQueries: ["ShopWishlist"] });
  const ids = useMemo(() => new Set(data?.wishlist.items.map((i) => i.product.id) ?? []), [data]);

  async function toggle(productId: string) {
    const kept = ids.has(productId);
    try {
      if (kept) await remove({ variables: { productId } });
      else await add({ variables: { productId } });
      toast.success(kept ? t.removed : t.added);
    } catch (error) {
      toast.error(serverMessage(error));
    }
  }

  return { has: (productId: string) => ids.has(productId), toggle, busy: adding || removing };
}
