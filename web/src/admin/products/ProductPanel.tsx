import { useMutation, useQuery } from "@apollo/client/react";
import AddRounded from "@mui/icons-material/AddRounded";
import CloseRounded from "@mui/icons-material/CloseRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "../../common/toasts";
import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { serverMessage } from "../../common/errors";
import { FormRenderer, type FormErrors } from "../../common/form";
import { ImageUpload, type UploadedImage } from "../../common/ImageUpload";
import { adminTexts } from "../../common/adminTexts";
import type { AdminProductDetailsFieldsFragment, AdminProductFieldsFragment } from "../../gql/graphql";
import { errorField, listItemField } from "../graphqlErrors";
import { GalleryEditor } from "./GalleryEditor";
import { checkGallery, galleryOfProduct, toGalleryInputs, type GalleryPicture } from "./gallery";
import { AdminGstRateChoicesDocument, AdminProductDocument, AdminProductsDocument, CreateProductDocument, UpdateProductDocument } from "./operations";
import { OptionValuesInput } from "./OptionValuesInput";
import { VariantGrid } from "./VariantGrid";
import {
  checkGrid,
  gridOfProduct,
  hasOptions,
  MAX_COLOUR_LENGTH,
  MAX_SIZE_LENGTH,
  NO_OPTIONS,
  rowOf,
  SIZE_PRESETS,
  soldCombinations,
  stockSum,
  toVariantInputs,
  type CellErrors,
  type ProductOptionValues,
  type VariantCell,
  type VariantRows,
} from "./variants";
import {
  emptyProductValues,
  isProductField,
  isProductFormComplete,
  PARCEL_FIELDS,
  type ParcelField,
  productFormControls,
  productToValues,
  toProductInput,
  type Option,
  type ProductField,
  type ProductFormValues,
} from "./productForm";

const t = adminTexts.products;

const SIZE_PRESET_GROUPS = [
  { label: t.options.presets.clothing, values: SIZE_PRESETS.clothing },
  { label: t.options.presets.shoes, values: SIZE_PRESETS.shoes },
  { label: t.options.presets.kids, values: SIZE_PRESETS.kids },
];

const VARIANT_CELLS: ReadonlyArray<string> = ["sku", "stock", "price", "salePrice"] satisfies VariantCell[];

/**
 * The variants and pictures the server blamed in the last save, each with what it blamed: a message shows while
 * the cell still holds that value, the picture is unchanged, or the grid is as it was sent.
 */
interface ServerItemErrors {
  cells: Record<string, Partial<Record<VariantCell, { message: string; value: string }>>>;
  grid?: { message: string; rows: VariantRows };
  pictures: Record<string, { message: string; picture: GalleryPicture }>;
}

const NO_SERVER_ITEM_ERRORS: ServerItemErrors = { cells: {}, pictures: {} };

/** A titled part of the product form (sizes and colours, the variant grid, the pictures). */
function FormSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ pt: 1 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {intro ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}

interface PanelImage {
  url: string;
  preview: string;
}

export interface ProductFormBodyProps {
  /** The product being edited (with its variants and pictures), or null to add a new one. */
  product: AdminProductDetailsFieldsFragment | null;
  categories: ReadonlyArray<Option>;
  brands: ReadonlyArray<Option>;
  /** Called after a successful add or edit (the panel then closes). */
  onDone: () => void;
}

/**
 * The panel's content: the image upload (disabled in edit mode, spec §4), the product form, the sizes and colours
 * with their variant grid, and the pictures after the main image. Add/Edit is enabled only when every field and
 * the image are filled (spec §5) and, with sizes or colours, every sold row has a valid stock (Total Stock is then
 * the grid's sum). Checks that mirror the server's show next to their cell as the admin types; the server's
 * refusals show under the field, cell or picture they name and in a toast.
 */
export function ProductFormBody({ product, categories, brands, onDone }: ProductFormBodyProps) {
  const editing = product !== null;
  const [values, setValues] = useState<ProductFormValues>(() => (product ? productToValues(product) : emptyProductValues()));
  const [image, setImage] = useState<PanelImage | null>(() =>
    product ? { url: product.image, preview: product.images.large } : null,
  );
  const [initialGrid] = useState(() => (product ? gridOfProduct(product.options, product.variants) : { options: NO_OPTIONS, rows: {} }));
  const [options, setOptions] = useState<ProductOptionValues>(initialGrid.options);
  const [rows, setRows] = useState<VariantRows>(initialGrid.rows);
  const [optionsOpen, setOptionsOpen] = useState(() => hasOptions(initialGrid.options));
  const [pictures, setPictures] = useState<ReadonlyArray<GalleryPicture>>(() => (product ? galleryOfProduct(product.gallery) : []));
  const [gstHsn, setGstHsn] = useState(() => product?.gstHsn ?? "");
  const [parcel, setParcel] = useState<Record<ParcelField, string>>(() => ({
    weightGrams: String(product?.weightGrams ?? ""),
    lengthCm: String(product?.lengthCm ?? ""),
    breadthCm: String(product?.breadthCm ?? ""),
    heightCm: String(product?.heightCm ?? ""),
  }));
  const [uploadingImage, setUploadingImage] = useState(false);
  const [uploadingPicture, setUploadingPicture] = useState(false);
  const [errors, setErrors] = useState<FormErrors<ProductField | "image" | "gstHsn" | ParcelField>>({});
  const [serverItemErrors, setServerItemErrors] = useState<ServerItemErrors>(NO_SERVER_ITEM_ERRORS);
  // What the last save sent, in order: the server names a variant or picture by its index in the input.
  const sent = useRef<{ variantKeys: string[]; pictureIds: string[] }>({ variantKeys: [], pictureIds: [] });
  const { enqueueSnackbar } = useSnackbar();
  const [create, { loading: creating }] = useMutation(CreateProductDocument);
  const [update, { loading: updating }] = useMutation(UpdateProductDocument);

  const withOptions = hasOptions(options);
  // An edit that removes every size and colour, or every picture, must still tell the server (full replacement).
  const hadOptions = hasOptions(initialGrid.options);
  const hadPictures = product !== null && product.gallery.length > 1;
  const controls = useMemo(() => productFormControls(categories, brands, withOptions), [categories, brands, withOptions]);
  const shownValues = withOptions ? { ...values, totalStock: String(stockSum(options, rows)) } : values;
  const grid = useMemo(() => checkGrid(options, rows), [options, rows]);
  const galleryErrors = useMemo(() => checkGallery(pictures, options.colours), [pictures, options.colours]);
  const pictureErrors = useMemo(() => {
    const errors: Record<string, string> = {};
    for (const [id, blamed] of Object.entries(serverItemErrors.pictures)) if (pictures.includes(blamed.picture)) errors[id] = blamed.message;
    return { ...errors, ...galleryErrors };
  }, [serverItemErrors.pictures, pictures, galleryErrors]);
  const cellErrors = useMemo(() => {
    const merged: Record<string, CellErrors> = {};
    for (const [key, blamed] of Object.entries(serverItemErrors.cells)) {
      for (const [cell, { message, value }] of Object.entries(blamed)) {
        if (rowOf(rows, key)[cell as VariantCell] === value) merged[key] = { ...merged[key], [cell]: message };
      }
    }
    for (const [key, cells] of Object.entries(grid.cells)) merged[key] = { ...merged[key], ...cells };
    return merged;
  }, [serverItemErrors.cells, rows, grid.cells]);
  const gridError = grid.grid ?? (serverItemErrors.grid?.rows === rows ? serverItemErrors.grid.message : undefined);
  const setSizes = useCallback((sizes: ReadonlyArray<string>) => setOptions((current) => ({ ...current, sizes })), []);
  const setColours = useCallback((colours: ReadonlyArray<string>) => setOptions((current) => ({ ...current, colours })), []);

  const complete =
    isProductFormComplete(shownValues, image?.url) &&
    !uploadingImage &&
    !uploadingPicture &&
    (!withOptions || grid.ready) &&
    Object.keys(galleryErrors).length === 0;

  function handleChange(next: ProductFormValues) {
    // A field the user changes loses its server error.
    const cleared = { ...errors };
    for (const name of Object.keys(next) as ProductField[]) {
      if (next[name] !== shownValues[name]) delete cleared[name];
    }
    setErrors(cleared);
    setValues(withOptions ? { ...next, totalStock: values.totalStock } : next);
  }

  function handleImage(uploaded: UploadedImage | null) {
    setImage(uploaded ? { url: uploaded.url, preview: uploaded.images.large } : null);
    setErrors(({ image: _dropped, ...rest }) => rest);
  }

  function showError(error: unknown) {
    const message = serverMessage(error);
    const field = errorField(error);
    const item = listItemField(field);
    const variantKey = item?.list === "variants" ? sent.current.variantKeys[item.index] : undefined;
    const pictureId = item?.list === "gallery" ? sent.current.pictureIds[item.index] : undefined;
    const picture = pictures.find((p) => p.id === pictureId);
    if (variantKey && item?.field && VARIANT_CELLS.includes(item.field)) {
      const cell = item.field as VariantCell;
      setServerItemErrors({ ...NO_SERVER_ITEM_ERRORS, cells: { [variantKey]: { [cell]: { message, value: rowOf(rows, variantKey)[cell] } } } });
    } else if (field === "variants" || variantKey) {
      setServerItemErrors({ ...NO_SERVER_ITEM_ERRORS, grid: { message, rows } });
    } else if (pictureId && picture) {
      setServerItemErrors({ ...NO_SERVER_ITEM_ERRORS, pictures: { [pictureId]: { message, picture } } });
    } else if (isProductField(field) || field === "image" || field === "gstHsn") {
      setErrors({ [field]: message });
    } else if (field && (PARCEL_FIELDS as readonly string[]).includes(field)) {
      setErrors({ [field as ParcelField]: message });
    }
    // Toasts show at the top (app/ToastLayer.tsx), clear of the panel's Add/Edit button at its bottom.
    enqueueSnackbar(message, { variant: "error" });
  }

  async function submit() {
    if (!image || !complete) return;
    const { variants, keys } = toVariantInputs(options, rows);
    // Sizes and colours all removed: the product goes back to one variant holding Total Stock.
    const variantsSent = withOptions ? variants : hadOptions ? [{ stock: Number(values.totalStock) }] : undefined;
    const gallerySent = pictures.length > 0 || hadPictures ? toGalleryInputs(pictures) : undefined;
    sent.current = { variantKeys: withOptions ? keys : [], pictureIds: pictures.map((p) => p.id) };
    const gstHsnSent = gstHsn !== (product?.gstHsn ?? "") ? gstHsn : undefined;
    // The package fields that changed: a number, or 0 (emptied) for the category's default.
    const parcelSent = Object.fromEntries(
      PARCEL_FIELDS.filter((key) => parcel[key] !== String(product?.[key] ?? "")).map((key) => [key, parcel[key].trim() === "" ? 0 : Number(parcel[key])]),
    );
    const input = toProductInput(shownValues, image.url, { variants: variantsSent, gallery: gallerySent, gstHsn: gstHsnSent, parcel: parcelSent });
    setServerItemErrors(NO_SERVER_ITEM_ERRORS);
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
          onUploadingChange={setUploadingImage}
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
        values={shownValues}
        onChange={handleChange}
        onSubmit={() => void submit()}
        buttonText={editing ? t.editButton : t.add}
        disabled={!complete}
        submitting={creating || updating}
        errors={errors}
      >
        <FormSection title={t.options.heading} intro={t.options.intro}>
          {optionsOpen ? (
            <Stack spacing={2.5}>
              <OptionValuesInput
                label={t.options.sizes}
                inputLabel={t.options.sizeInput}
                values={options.sizes}
                onChange={setSizes}
                presets={SIZE_PRESET_GROUPS}
                maxLength={MAX_SIZE_LENGTH}
              />
              <OptionValuesInput
                label={t.options.colours}
                inputLabel={t.options.colourInput}
                values={options.colours}
                onChange={setColours}
                maxLength={MAX_COLOUR_LENGTH}
              />
            </Stack>
          ) : (
            // A product sold in one size and colour keeps today's form: the editors open on request.
            <Button variant="outlined" startIcon={<AddRounded />} onClick={() => setOptionsOpen(true)}>
              {t.options.open}
            </Button>
          )}
        </FormSection>
        {withOptions ? (
          <FormSection title={t.variants.headingWithCount(soldCombinations(options, rows).length)} intro={t.variants.intro}>
            <VariantGrid
              options={options}
              rows={rows}
              onChange={setRows}
              errors={cellErrors}
              gridError={gridError}
              productPrice={values.price}
            />
          </FormSection>
        ) : null}
        <FormSection title={t.gst.heading} intro={t.gst.intro}>
          <GstRateSelect
            category={values.category}
            value={gstHsn}
            error={errors.gstHsn}
            onChange={(hsn) => {
              setGstHsn(hsn);
              setErrors(({ gstHsn: _dropped, ...rest }) => rest);
            }}
          />
        </FormSection>
        <FormSection title={t.parcel.heading} intro={t.parcel.intro}>
          <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr 1fr", sm: "repeat(4, 1fr)" }, gap: 1.5 }}>
            {PARCEL_FIELDS.map((key) => (
              <TextField
                key={key}
                size="small"
                type="number"
                label={t.parcel.fields[key]}
                value={parcel[key]}
                error={Boolean(errors[key])}
                helperText={errors[key]}
                onChange={(e) => {
                  setParcel((prev) => ({ ...prev, [key]: e.target.value }));
                  setErrors(({ [key]: _dropped, ...rest }) => rest);
                }}
                slotProps={{ htmlInput: { min: 0, step: 1, inputMode: "numeric" } }}
              />
            ))}
          </Box>
        </FormSection>
        <FormSection title={t.gallery.heading} intro={t.gallery.intro}>
          <GalleryEditor
            pictures={pictures}
            onChange={setPictures}
            colours={options.colours}
            errors={pictureErrors}
            onUploadingChange={setUploadingPicture}
          />
        </FormSection>
      </FormRenderer>
    </Stack>
  );
}

/**
 * The GST row the product is taxed by: its category's default (named, once a category is chosen) or another row of
 * Admin → GST rates. Whether the HSN has a row is the server's check; its message shows under the select.
 */
function GstRateSelect({ category, value, error, onChange }: { category: string; value: string; error?: string; onChange: (hsn: string) => void }) {
  const { data } = useQuery(AdminGstRateChoicesDocument, { fetchPolicy: "cache-first" });
  const rows = data?.gstRates ?? [];
  const categoryRow = rows.find((r) => r.categories.includes(category));
  const label = (r: { hsn: string; description: string }) => `${r.hsn} · ${r.description}`;
  // A product's row that is not in the list yet (still loading) is kept as it is.
  const known = value === "" || rows.some((r) => r.hsn === value);
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={t.gst.label}
      value={known ? value : ""}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{categoryRow ? t.gst.categoryDefault(label(categoryRow)) : t.gst.categoryDefaultPlain}</MenuItem>
      {rows.map((r) => (
        <MenuItem key={r.hsn} value={r.hsn}>
          {label(r)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Edit mode: the product's variants and pictures are read first (the list's cards do not carry them). */
function EditProductFormBody({ product, ...body }: Omit<ProductFormBodyProps, "product"> & { product: AdminProductFieldsFragment }) {
  const { data, error } = useQuery(AdminProductDocument, { variables: { id: product.id }, fetchPolicy: "network-only" });
  if (error && !data) return <Alert severity="error">{serverMessage(error)}</Alert>;
  if (!data) {
    return (
      <Stack spacing={2} role="status" aria-label={t.loadingProduct}>
        <Skeleton variant="rounded" height={200} />
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  }
  return <ProductFormBody product={data.product} {...body} />;
}

export interface ProductPanelProps extends Omit<ProductFormBodyProps, "product"> {
  /** The product to edit, or null to add a new one. */
  product: AdminProductFieldsFragment | null;
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
          // Wide enough for the variant grid's columns on a laptop; on phones the grid scrolls sideways.
          sx: { width: { xs: "100%", sm: 600, md: 720 }, maxWidth: "100%" },
        },
      }}
    >
      <Box
        sx={{
          position: "sticky",
          top: 0,
          // Above the outlined fields' floating labels (z-index 1) that scroll under it.
          zIndex: 2,
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
        {product ? (
          <EditProductFormBody key={session} product={product} {...body} />
        ) : (
          <ProductFormBody key={session} product={null} {...body} />
        )}
      </Box>
    </Drawer>
  );
}
