import { useMutation, useQuery } from "@apollo/client/react";
import CloudUploadOutlined from "@mui/icons-material/CloudUploadOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "../../common/toasts";
import { lazy, Suspense, useState, type FormEvent } from "react";
import { serverMessage } from "../../common/errors";
import { ImageUpload, type UploadedImage } from "../../common/ImageUpload";
import { adminTexts } from "../../common/adminTexts";
import { BannerTextFields, useBannerFieldError } from "./BannerTextFields";
import { PageHeader } from "../PageHeader";
import { FeatureImageCard } from "./FeatureImageCard";
import { AddFeatureImageDocument, AdminFeatureImagesDocument } from "./operations";

const t = adminTexts.dashboard;

// The sales insights and their charting library load on their own, after the page (an admin-… chunk of its own).
const SalesInsights = lazy(() => import("./insights/SalesInsights").then((m) => ({ default: m.SalesInsights })));

/** The "new banner" form: the upload area, optional title and description, and the 'Upload' button. */
function NewBannerForm() {
  const [image, setImage] = useState<UploadedImage | null>(null);
  const [uploading, setUploading] = useState(false);
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const { fieldError, report: reportError, clear: clearFieldError } = useBannerFieldError();
  // Remounting the upload area clears it after a banner is added.
  const [uploadKey, setUploadKey] = useState(0);
  const { enqueueSnackbar } = useSnackbar();
  const [add, { loading }] = useMutation(AddFeatureImageDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!image || uploading || loading) return;
    try {
      await add({
        variables: {
          input: { image: image.url, title: title.trim() || null, description: description.trim() || null },
        },
        update(cache, { data }) {
          if (!data) return;
          // Query.featureImages is one list (the shop's carousel reads it too): the new banner goes last.
          cache.updateQuery({ query: AdminFeatureImagesDocument }, (previous) =>
            previous ? { featureImages: [...previous.featureImages, data.addFeatureImage] } : previous,
          );
        },
      });
      setImage(null);
      setTitle("");
      setDescription("");
      clearFieldError();
      setUploadKey((k) => k + 1);
      enqueueSnackbar(t.added, { variant: "success" });
    } catch (error) {
      reportError(error);
    }
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="new-banner-heading" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id="new-banner-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t.newBanner}
      </Typography>
      <form onSubmit={submit}>
        <Stack spacing={2}>
          <ImageUpload
            key={uploadKey}
            value={image?.url ?? null}
            previewUrl={image?.images.large}
            onChange={setImage}
            onUploadingChange={setUploading}
          />
          <BannerTextFields
            title={title}
            description={description}
            onTitleChange={setTitle}
            onDescriptionChange={setDescription}
            fieldError={fieldError}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<CloudUploadOutlined />}
            disabled={!image || uploading}
            loading={loading}
            fullWidth
          >
            {t.upload}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** The stacked list of the homepage banners, in display order. */
function BannerList() {
  const { data, loading, error } = useQuery(AdminFeatureImagesDocument);
  const banners = data?.featureImages ?? [];

  return (
    <Box component="section" aria-labelledby="banners-heading" sx={{ minWidth: 0 }}>
      <Typography id="banners-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t.banners}
        {data ? (
          <Typography component="span" color="text.secondary" sx={{ ml: 1, fontWeight: 500 }}>
            ({banners.length})
          </Typography>
        ) : null}
      </Typography>
      {loading && !data ? (
        <Stack spacing={2}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={150} />
          ))}
        </Stack>
      ) : error && !data ? (
        <Alert severity="error">{serverMessage(error)}</Alert>
      ) : banners.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
          <Typography color="text.secondary">{t.empty}</Typography>
        </Paper>
      ) : (
        <Stack component="ol" spacing={2} sx={{ m: 0, p: 0 }}>
          {banners.map((banner, index) => (
            <FeatureImageCard key={banner.id} banner={banner} index={index} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** /admin/dashboard: upload homepage banners and manage the list (spec §2 "Admin dashboard"). */
export function AdminDashboardPage() {
  return (
    <>
      <PageHeader title={adminTexts.pages.dashboard} subtitle={t.subtitle} />
      <Suspense fallback={<Skeleton variant="rounded" height={420} sx={{ mb: 4 }} aria-label={adminTexts.insights.heading} />}>
        <SalesInsights />
      </Suspense>
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "320px minmax(0, 1fr)", xl: "380px minmax(0, 1fr)" },
          gap: { xs: 3, md: 4 },
          alignItems: "start",
        }}
      >
        <Box sx={{ position: { md: "sticky" }, top: { md: 88 } }}>
          <NewBannerForm />
        </Box>
        <BannerList />
      </Box>
    </>
  );
}
