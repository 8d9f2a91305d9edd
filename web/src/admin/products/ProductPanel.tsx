import { useMutation } from "@apollo/client/react";
import CloseRounded from "@mui/icons-material/CloseRounded";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "../../app/toasts";
import { useId, useMemo, useState } from "react";
import { serverMessage } from "../../common/errors";
import { FormRenderer, type FormErrors } from "../../common/form";
import { ImageUpload, type UploadedImage } from "../../common/ImageUpload";
import { adminTexts } from "../../common/adminTexts";
import type { AdminProductFieldsFragment } from "../../gql/graphql";
import { errorField } from "../graphqlErrors";
import { AdminProductsDocument, CreateProductDocument, UpdateProductDocument } from "./operations";
import {
  emptyProductValues,
  isProductField,
  isProductFormComplete,
  productFormControls,
  productToValues,
  toProductInput,
  type Option,
  type ProductField,
  type ProductFormValues,
} from "./productForm";

const t = adminTexts.products;

interface PanelImage {
  url: string;
  preview: string;
}

export interface ProductFormBodyProps {
  /** The product being edited, or null to add a new one. */
  product: AdminProductFieldsFragment | null;
  categories: ReadonlyArray<Option>;
  brands: ReadonlyArray<Option>;
  /** Called after a successful add or edit (the panel then closes). */
  onDone: () => void;
}

/**
 * The panel's content: the image upload (disabled in edit mode, spec §4) and the product form. Add/Edit is
 * enabled only when every field and the image are filled (spec §5). Server validation errors show under
 * the field they name and in a toast.
 */
export function ProductFormBody({ product, categories, brands, onDone }: ProductFormBodyProps) {
  const editing = product !== null;
  const [values, setValues] = useState<ProductFormValues>(() => (product ? productToValues(product) : emptyProductValues()));
  const [image, setImage] = useState<PanelImage | null>(() =>
    product ? { url: product.image, preview: product.images.large } : null,
  );
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FormErrors<ProductField | "image">>({});
  const { enqueueSnackbar } = useSnackbar();
  const [create, { loading: creating }] = useMutation(CreateProductDocument);
  const [update, { loading: updating }] = useMutation(UpdateProductDocument);
  const controls = useMemo(() => productFormControls(categories, brands), [categories, brands]);

  const complete = isProductFormComplete(values, image?.url) && !uploading;

  function handleChange(next: ProductFormValues) {
    // A field the user changes loses its server error.
    const cleared = { ...errors };
    for (const name of Object.keys(next) as ProductField[]) {
      if (next[name] !== values[name]) delete cleared[name];
    }
    setErrors(cleared);
    setValues(next);
  }

  function handleImage(uploaded: UploadedImage | null) {
    setImage(uploaded ? { url: uploaded.url, preview: uploaded.images.large } : null);
    setErrors(({ image: _dropped, ...rest }) => rest);
  }

  function showError(error: unknown) {
    const message = serverMessage(error);
    const field = errorField(error);
    if (isProductField(field) || field === "image") setErrors({ [field]: message });
    // Toasts show at the top (app/ToastLayer.tsx), clear of the panel's Add/Edit button at its bottom.
    enqueueSnackbar(message, { variant: "error" });
  }

  async function submit(formValues: ProductFormValues) {
    if (!image || !complete) return;
    const input = toProductInput(formValues, image.url);
    try {
      if (product) {
        const { image: _unchanged, ...changes } = input;
        await update({ variables: { id: product.id, input: changes } });
        enqueueSnackbar(t.updated, { variant: "success" });
      } else {
        // Spec §4: add success refreshes the list.
        await create({ variables: { input }, refetchQueries: [AdminProductsDocument] });
        enqueueSnackbar(t.added, { variant: "success" });
      }
      setValues(emptyProductValues());
      setImage(null);
      onDone();
    } catch (error) {
      showError(error);
    }
  }

  return (
    <Stack spacing={3}>
      <Box>
        <ImageUpload
          value={image?.url ?? null}
          previewUrl={image?.preview}
          onChange={handleImage}
          onUploadingChange={setUploading}
          disabled={editing}
        />
        {errors.image ? (
          <Typography role="alert" variant="caption" color="error" sx={{ display: "block", mt: 0.75 }}>
            {errors.image}
          </Typography>
        ) : null}
      </Box>
      <FormRenderer
        aria-label={editing ? t.edit : t.addNew}
        controls={controls}
        values={values}
        onChange={handleChange}
        onSubmit={(v) => void submit(v)}
        buttonText={editing ? t.editButton : t.add}
        disabled={!complete}
        submitting={creating || updating}
        errors={errors}
      />
    </Stack>
  );
}

export interface ProductPanelProps extends ProductFormBodyProps {
  open: boolean;
  /** Changes on every opening: the form starts afresh (closing resets the form and the edit id). */
  session: number;
  onClose: () => void;
}

/** The right-side panel titled 'Add New Product' or 'Edit Product'. */
export function ProductPanel({ open, session, onClose, product, ...body }: ProductPanelProps) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: "dialog",
          "aria-labelledby": titleId,
          sx: { width: { xs: "100%", sm: 480 }, maxWidth: "100%" },
        },
      }}
    >
      <Box
        sx={{
          position: "sticky",
          top: 0,
          zIndex: 1,
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 1,
          px: { xs: 2, sm: 3 },
          py: 1.5,
          bgcolor: "background.paper",
          borderBottom: 1,
          borderColor: "divider",
        }}
      >
        <Typography id={titleId} variant="h6" component="h2">
          {product ? t.edit : t.addNew}
        </Typography>
        <IconButton onClick={onClose} aria-label={t.close} edge="end">
          <CloseRounded />
        </IconButton>
      </Box>
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <ProductFormBody key={session} product={product} {...body} />
      </Box>
    </Drawer>
  );
}
