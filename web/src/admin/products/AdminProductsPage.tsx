import { NetworkStatus } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import AddRounded from "@mui/icons-material/AddRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "../../common/toasts";
import { useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useCatalogueOptions } from "../../common/catalogue";
import { serverMessage } from "../../common/errors";
import { adminTexts } from "../../common/adminTexts";
import type { AdminProductFieldsFragment } from "../../gql/graphql";
import { ConfirmDialog } from "../ConfirmDialog";
import { PageHeader } from "../PageHeader";
import { AdminProductCard } from "./AdminProductCard";
import { AdminProductByIdDocument, AdminProductsDocument, DeleteProductDocument } from "./operations";
import { ProductPanel } from "./ProductPanel";

const t = adminTexts.products;

type Product = AdminProductFieldsFragment;

const grid = {
  display: "grid",
  gridTemplateColumns: {
    xs: "repeat(2, minmax(0, 1fr))",
    sm: "repeat(auto-fill, minmax(200px, 1fr))",
    lg: "repeat(auto-fill, minmax(220px, 1fr))",
  },
  gap: { xs: 1.5, sm: 2.5 },
} as const;

/**
 * Every product of the catalogue, out of stock included: the first page of 100, then the next pages one
 * after the other until none is left. Newest first, so what the admin just added is on top.
 */
function useAllProducts() {
  const query = useQuery(AdminProductsDocument, { variables: { after: null }, notifyOnNetworkStatusChange: true });
  const { data, fetchMore, networkStatus } = query;
  // The result a next page was asked for (a refetch gives a new result, so paging starts again).
  const requestedFor = useRef<unknown>(null);

  useEffect(() => {
    const pageInfo = data?.products.pageInfo;
    if (!data || !pageInfo?.hasNextPage || !pageInfo.endCursor || requestedFor.current === data) return;
    requestedFor.current = data;
    fetchMore({
      variables: { after: pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => {
        if (!previous || !fetchMoreResult) return previous as typeof fetchMoreResult;
        const seen = new Set(previous.products.edges.map((edge) => edge.node.id));
        return {
          products: {
            ...fetchMoreResult.products,
            edges: [
              ...previous.products.edges,
              ...fetchMoreResult.products.edges.filter((edge) => !seen.has(edge.node.id)),
            ],
          },
        };
      },
    }).catch(() => undefined);
  }, [data, fetchMore]);

  const products = useMemo(() => {
    const list = (data?.products.edges ?? []).map((edge) => edge.node);
    return [...list].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  }, [data]);

  return {
    ...query,
    products,
    totalCount: data?.products.totalCount,
    fetchingMore: networkStatus === NetworkStatus.fetchMore,
  };
}

/** /admin/products (spec §2 "Admin products"). */
export function AdminProductsPage() {
  const { products, totalCount, loading, error, data, fetchingMore } = useAllProducts();
  // The same ids and labels as the shop (one cached query, the spec's ids until it answers).
  const { categories, brands, categoryLabel, brandLabel } = useCatalogueOptions();

  const [panelOpen, setPanelOpen] = useState(false);
  const [session, setSession] = useState(0);
  const [editing, setEditing] = useState<Product | null>(null);
  // The product to delete stays set while the dialog closes (its text must not flicker).
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const [remove, { loading: removing }] = useMutation(DeleteProductDocument);

  function openPanel(product: Product | null) {
    setEditing(product);
    setSession((s) => s + 1);
    setPanelOpen(true);
  }

  // /admin/products?edit=<id> (the dashboard's low-stock list) opens that product's panel once it is loaded.
  const [searchParams] = useSearchParams();
  const editId = searchParams.get("edit");
  const { data: linked } = useQuery(AdminProductByIdDocument, { variables: { id: editId ?? "" }, skip: !editId });
  const [openedFromLink, setOpenedFromLink] = useState<string | null>(null);
  if (editId && linked?.product && openedFromLink !== editId) {
    setOpenedFromLink(editId);
    openPanel(linked.product);
  }

  function askDelete(product: Product) {
    setDeleting(product);
    setConfirmOpen(true);
  }

  function closePanel() {
    setPanelOpen(false);
  }

  async function confirmDelete() {
    const product = deleting;
    if (!product) return;
    try {
      const { data: result } = await remove({
        variables: { id: product.id },
        update(cache) {
          // Every cached product list drops it, then the product itself goes.
          cache.modify({
            fields: {
              products(existing, { readField }) {
                const list = existing as { edges?: ReadonlyArray<{ node: unknown }>; totalCount?: number };
                if (!list?.edges) return existing;
                const edges = list.edges.filter((edge) => readField("id", edge.node as never) !== product.id);
                if (edges.length === list.edges.length) return existing;
                return { ...list, edges, totalCount: Math.max(0, (list.totalCount ?? 1) - 1) } as typeof existing;
              },
            },
          });
          cache.evict({ id: cache.identify({ __typename: "Product", id: product.id }) });
          cache.gc();
        },
      });
      setConfirmOpen(false);
      if (result) enqueueSnackbar(result.deleteProduct.message, { variant: "success" });
    } catch (err) {
      setConfirmOpen(false);
      enqueueSnackbar(serverMessage(err), { variant: "error" });
    }
  }

  return (
    <>
      <PageHeader
        title={adminTexts.pages.products}
        subtitle={totalCount !== undefined ? t.count(totalCount) : undefined}
        actions={
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => openPanel(null)} sx={{ flex: { xs: 1, sm: "none" } }}>
            {t.addNew}
          </Button>
        }
      />

      {fetchingMore ? <LinearProgress color="secondary" sx={{ mb: 2 }} aria-hidden /> : null}

      {loading && !data ? (
        <Box sx={grid}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} variant="rounded" sx={{ height: "auto", aspectRatio: "3 / 5" }} />
          ))}
        </Box>
      ) : error && !data ? (
        <Alert severity="error">{serverMessage(error)}</Alert>
      ) : products.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 5, textAlign: "center" }}>
          <Typography color="text.secondary">{t.empty}</Typography>
        </Paper>
      ) : (
        <Box sx={grid}>
          {products.map((product) => (
            <AdminProductCard
              key={product.id}
              product={product}
              categoryLabel={categoryLabel(product.category)}
              brandLabel={brandLabel(product.brand)}
              onEdit={openPanel}
              onDelete={askDelete}
            />
          ))}
        </Box>
      )}

      <ProductPanel
        open={panelOpen}
        session={session}
        onClose={closePanel}
        onDone={closePanel}
        product={editing}
        categories={categories}
        brands={brands}
      />

      <ConfirmDialog
        open={confirmOpen}
        title={t.deleteTitle}
        text={deleting ? t.deleteText(deleting.title) : ""}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmOpen(false)}
      />
    </>
  );
}
