import { useMutation } from "@apollo/client/react";
import CloudUploadOutlined from "@mui/icons-material/CloudUploadOutlined";
import CloseRounded from "@mui/icons-material/CloseRounded";
import LockOutlined from "@mui/icons-material/LockOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { alpha } from "@mui/material/styles";
import { useSnackbar } from "./toasts";
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from "react";
import { graphql } from "../gql";
import type { UploadImageMutation } from "../gql/graphql";
import { serverMessage } from "./errors";
import { adminTexts } from "./adminTexts";

/** Sent as a multipart request (the Apollo link sees the File in the variables). */
export const UploadImageDocument = graphql(`
  mutation UploadImage($file: Upload!) {
    uploadImage(file: $file) {
      url
      images {
        ...ImageSetFields
      }
    }
  }
`);

export type UploadedImage = UploadImageMutation["uploadImage"];

const ACCEPTED = ["image/jpeg", "image/png", "image/webp"];
const t = adminTexts.imageUpload;

export interface ImageUploadProps {
  /** The uploaded image's URL (what a product or banner stores), or null when there is none. */
  value: string | null;
  /** A preview URL for `value` (e.g. a smaller rendition); `value` itself when absent. */
  previewUrl?: string | null;
  /** Called with the uploaded image once the server has stored it, and with null when it is removed. */
  onChange: (image: UploadedImage | null) => void;
  /** Told when an upload starts and ends (e.g. to keep a submit button disabled meanwhile). */
  onUploadingChange?: (uploading: boolean) => void;
  /** Nothing can be chosen, dropped or removed (spec §4: the product panel in edit mode). */
  disabled?: boolean;
  /** The area's heading; 'Upload Image' by default. */
  label?: string;
  /** The empty area's call to action; 'Drag & drop or click to upload image' by default. */
  prompt?: string;
}

/**
 * Drag and drop or click to choose an image (spec §4): the upload starts at once, a skeleton shows while it
 * runs, then the preview of the stored image; the image can be removed. Keyboard: the file input itself is
 * focusable (Tab) and opens the file chooser with Enter or Space.
 */
export function ImageUpload({
  value,
  previewUrl,
  onChange,
  onUploadingChange,
  disabled = false,
  label = t.label,
  prompt = t.prompt,
}: ImageUploadProps) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const attempt = useRef(0);
  const [dragging, setDragging] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const [upload] = useMutation(UploadImageDocument);
  const { enqueueSnackbar } = useSnackbar();

  function setBusy(busy: boolean) {
    setUploading(busy);
    onUploadingChange?.(busy);
  }

  async function start(file: File | undefined) {
    if (!file || disabled) return;
    if (!ACCEPTED.includes(file.type)) {
      enqueueSnackbar(t.notAnImage, { variant: "error" });
      return;
    }
    const mine = ++attempt.current;
    setFileName(file.name);
    setBusy(true);
    try {
      const { data } = await upload({ variables: { file } });
      if (mine !== attempt.current) return; // removed or replaced meanwhile
      if (data) onChange(data.uploadImage);
    } catch (error) {
      if (mine !== attempt.current) return;
      setFileName(null);
      enqueueSnackbar(serverMessage(error), { variant: "error" });
    } finally {
      if (mine === attempt.current) setBusy(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  function remove() {
    attempt.current += 1;
    setBusy(false);
    setFileName(null);
    if (inputRef.current) inputRef.current.value = "";
    onChange(null);
  }

  function handleChoose(event: ChangeEvent<HTMLInputElement>) {
    void start(event.target.files?.[0]);
  }

  function handleDragOver(event: DragEvent) {
    event.preventDefault();
    if (disabled) {
      event.dataTransfer.dropEffect = "none";
      return;
    }
    event.dataTransfer.dropEffect = "copy";
    if (!dragging) setDragging(true);
  }

  function handleDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (disabled || uploading) return;
    void start(event.dataTransfer.files?.[0]);
  }

  const shown = previewUrl || value;
  const empty = !value && !uploading;

  return (
    <Box>
      <Typography component="label" htmlFor={inputId} variant="subtitle2" sx={{ display: "block", mb: 1, fontWeight: 700 }}>
        {label}
      </Typography>
      <Box
        onDragOver={handleDragOver}
        onDragEnter={handleDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        aria-busy={uploading}
        data-testid="image-upload-area"
        sx={(theme) => ({
          position: "relative",
          border: "2px dashed",
          borderColor: dragging ? "secondary.main" : "divider",
          borderRadius: 3,
          bgcolor: dragging ? alpha(theme.palette.secondary.main, 0.08) : "background.paper",
          transition: theme.transitions.create(["border-color", "background-color"]),
          opacity: disabled && !value ? 0.6 : 1,
          "&:focus-within": {
            outline: `3px solid ${alpha(theme.palette.secondary.main, 0.5)}`,
            outlineOffset: 2,
          },
        })}
      >
        <Box
          component="input"
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ACCEPTED.join(",")}
          disabled={disabled || uploading}
          aria-describedby={hintId}
          onChange={handleChoose}
          sx={{
            // Visually hidden but focusable: Tab reaches it, Enter/Space opens the chooser.
            position: "absolute",
            width: 1,
            height: 1,
            p: 0,
            m: "-1px",
            overflow: "hidden",
            clip: "rect(0 0 0 0)",
            whiteSpace: "nowrap",
            border: 0,
          }}
        />
        {uploading ? (
          <Box role="status" sx={{ p: 2 }}>
            <Skeleton variant="rounded" height={168} animation="wave" data-testid="image-upload-skeleton" />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: "center" }}>
              {t.uploading}
            </Typography>
          </Box>
        ) : empty ? (
          <Box
            component="label"
            htmlFor={inputId}
            sx={{
              display: "flex",
              flexDirection: "column",
              alignItems: "center",
              justifyContent: "center",
              gap: 1,
              minHeight: 168,
              p: 3,
              textAlign: "center",
              cursor: disabled ? "not-allowed" : "pointer",
            }}
          >
            <CloudUploadOutlined sx={{ fontSize: 40, color: "secondary.main" }} aria-hidden />
            <Typography variant="body1" sx={{ fontWeight: 600 }}>
              {dragging ? t.dropNow : prompt}
            </Typography>
            <Typography id={hintId} variant="caption" color="text.secondary">
              {disabled ? t.disabled : t.hint}
            </Typography>
          </Box>
        ) : (
          <Box sx={{ p: 1.5 }}>
            <Box
              component="img"
              src={shown ?? undefined}
              alt={t.preview}
              sx={{
                display: "block",
                width: "100%",
                maxHeight: 240,
                objectFit: "contain",
                borderRadius: 2,
                bgcolor: "grey.50",
              }}
            />
            <Box sx={{ display: "flex", alignItems: "center", gap: 1, mt: 1, minWidth: 0 }}>
              {disabled ? <LockOutlined fontSize="small" sx={{ color: "text.secondary" }} aria-hidden /> : null}
              <Typography
                id={hintId}
                variant="caption"
                color="text.secondary"
                sx={{ flex: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}
              >
                {disabled ? t.disabled : (fileName ?? t.uploaded)}
              </Typography>
            </Box>
            {!disabled ? (
              <IconButton
                aria-label={t.remove}
                onClick={remove}
                size="small"
                sx={{
                  position: "absolute",
                  top: 8,
                  right: 8,
                  bgcolor: "background.paper",
                  boxShadow: 2,
                  "&:hover": { bgcolor: "background.paper" },
                }}
              >
                <CloseRounded fontSize="small" />
              </IconButton>
            ) : null}
          </Box>
        )}
      </Box>
    </Box>
  );
}
