import { useMutation } from "@apollo/client/react";
import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import SaveOutlined from "@mui/icons-material/SaveOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { useSnackbar } from "../../common/toasts";
import { useState, type FormEvent } from "react";
import { serverMessage } from "../../common/errors";
import { adminTexts } from "../../common/adminTexts";
import type { AdminFeatureImageFieldsFragment } from "../../gql/graphql";
import { ConfirmDialog } from "../ConfirmDialog";
import { BannerTextFields, useBannerFieldError } from "./BannerTextFields";
import { DeleteFeatureImageDocument, UpdateFeatureImageDocument } from "./operations";

const t = adminTexts.dashboard;

/** One banner of the stacked list: its image, editable title and description (saved explicitly), delete. */
export function FeatureImageCard({ banner, index }: { banner: AdminFeatureImageFieldsFragment; index: number }) {
  const [title, setTitle] = useState(banner.title ?? "");
  const [description, setDescription] = useState(banner.description ?? "");
  const { fieldError, report: reportError, clear: clearFieldError } = useBannerFieldError();
  const [confirming, setConfirming] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const [update, { loading: saving }] = useMutation(UpdateFeatureImageDocument);
  const [remove, { loading: deleting }] = useMutation(DeleteFeatureImageDocument);

  const dirty = title !== (banner.title ?? "") || description !== (banner.description ?? "");
  const label = t.bannerNumber(index + 1);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!dirty || saving) return;
    try {
      const { data } = await update({ variables: { id: banner.id, input: { title, description } } });
      if (data) {
        setTitle(data.updateFeatureImage.title ?? "");
        setDescription(data.updateFeatureImage.description ?? "");
      }
      clearFieldError();
      enqueueSnackbar(t.saved, { variant: "success" });
    } catch (error) {
      reportError(error);
    }
  }

  async function confirmDelete() {
    try {
      const { data } = await remove({
        variables: { id: banner.id },
        update(cache) {
          // The list drops the evicted banner by itself (dangling references are filtered out).
          cache.evict({ id: cache.identify({ __typename: "FeatureImage", id: banner.id }) });
          cache.gc();
        },
      });
      setConfirming(false);
      if (data) enqueueSnackbar(data.deleteFeatureImage.message, { variant: "success" });
    } catch (error) {
      setConfirming(false);
      enqueueSnackbar(serverMessage(error), { variant: "error" });
    }
  }

  return (
    <Paper component="li" variant="outlined" aria-label={label} sx={{ overflow: "hidden", listStyle: "none" }}>
      <Box sx={{ position: "relative", bgcolor: "grey.100" }}>
        <Box
          component="img"
          src={banner.images.large}
          srcSet={`${banner.images.thumbnail} 480w, ${banner.images.webp} 800w, ${banner.images.large} 1200w`}
          sizes="(min-width: 1200px) 900px, 100vw"
          alt={banner.title || t.bannerImage(index + 1)}
          loading="lazy"
          sx={{ display: "block", width: "100%", aspectRatio: "8 / 3", objectFit: "cover" }}
        />
        <Chip
          label={label}
          size="small"
          sx={{ position: "absolute", top: 8, left: 8, bgcolor: "rgba(255,255,255,0.92)", fontWeight: 700 }}
        />
      </Box>
      <Box component="form" onSubmit={save} aria-label={label} sx={{ p: 2 }}>
        <Box
          sx={{
            display: "grid",
            gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(0, 3fr)" },
            gap: 1.5,
            alignItems: "start",
            mb: 1.5,
          }}
        >
          <BannerTextFields
            title={title}
            description={description}
            onTitleChange={setTitle}
            onDescriptionChange={setDescription}
            fieldError={fieldError}
          />
        </Box>
        <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
          <Button
            color="error"
            startIcon={<DeleteOutlineRounded />}
            onClick={() => setConfirming(true)}
            aria-label={`${t.delete} ${label}`}
          >
            {t.delete}
          </Button>
          <Button type="submit" variant="contained" startIcon={<SaveOutlined />} disabled={!dirty} loading={saving}>
            {t.save}
          </Button>
        </Stack>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t.deleteTitle}
        text={t.deleteText}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
