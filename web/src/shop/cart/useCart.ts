import { useQuery } from "@apollo/client/react";
import { useSession } from "../../app/session";
import type { ShopCartFragment } from "../../gql/graphql";
import { CartDocument } from "./documents";

export type CartData = ShopCartFragment;
export type CartLineData = ShopCartFragment["lines"][number];

/**
 * The signed-in shopper's cart from the cache (one network call for the whole shop; every cart mutation
 * answers the whole cart, which replaces this entry). Spec §8: a failed load shows an empty cart.
 */
export function useCart() {
  const { user } = useSession();
  const { data, loading, error, refetch } = useQuery(CartDocument, { skip: !user });
  const cart: CartData | null = error ? null : (data?.cart ?? null);
  return { cart, loading, error, refetch };
}
