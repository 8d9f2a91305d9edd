import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import ArrowDownwardRounded from "@mui/icons-material/ArrowDownwardRounded";
import ArrowUpwardRounded from "@mui/icons-material/ArrowUpwardRounded";
import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import DragIndicatorRounded from "@mui/icons-material/DragIndicatorRounded";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import NativeSelect from "@mui/material/NativeSelect";
import Typography from "@mui/material/Typography";
import { memo, useId, useState } from "react";
import { adminTexts } from "../../common/adminTexts";
import { ImageUpload } from "../../common/ImageUpload";
import { moveItem, newPicture, type GalleryPicture } from "./gallery";

const t = adminTexts.products.gallery;

// dnd-kit measures the places only once a drag has begun (a frame or two later on a slow phone), and the keyboard
// sensor drops an arrow pressed before that; measured beforehand, a keyboard user's first arrow always moves.
const MEASURE_PLACES_BEFORE_LIFT = { droppable: { strategy: MeasuringStrategy.Always } };

export interface GalleryEditorProps {
  pictures: ReadonlyArray<GalleryPicture>;
  onChange: (pictures: ReadonlyArray<GalleryPicture>) => void;
  /** The product's colours: a picture may show one of them. */
  colours: ReadonlyArray<string>;
  /** Messages by picture id (a colour no longer sold, the server's refusals). */
  errors: Readonly<Record<string, string>>;
  /** Told when an upload starts and ends (the form's button waits for it). */
  onUploadingChange: (uploading: boolean) => void;
}

/**
 * The pictures after the main image: each added with the shared upload area, given a colour or none, removed,
 * and reordered by dragging its handle (mouse, touch, or keyboard: Space to lift, arrows to move, Space to drop)
 * or with its up and down buttons.
 */
export const GalleryEditor = memo(function GalleryEditor({ pictures, onChange, colours, errors, onUploadingChange }: GalleryEditorProps) {
  const [uploadKey, setUploadKey] = useState(0);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const place = (id: unknown) => pictures.findIndex((picture) => picture.id === id);
  // What a screen reader hears while a picture is dragged (dnd-kit's live region).
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.drag(place(active.id)),
    onDragOver: ({ active, over }) => (over ? t.moved(place(active.id), place(over.id)) : undefined),
    onDragEnd: ({ active, over }) => (over ? t.moved(place(active.id), place(over.id)) : undefined),
    onDragCancel: ({ active }) => t.moved(place(active.id), place(active.id)),
  };

  function move(from: number, to: number) {
    if (to < 0 || to >= pictures.length || from === to) return;
    onChange(moveItem(pictures, from, to));
  }

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (over) move(place(active.id), place(over.id));
  }

  return (
    <Box>
      {pictures.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t.empty}
        </Typography>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          measuring={MEASURE_PLACES_BEFORE_LIFT}
          onDragEnd={handleDragEnd}
          accessibility={{ announcements }}
        >
          <SortableContext items={pictures.map((picture) => picture.id)} strategy={verticalListSortingStrategy}>
            <Box component="ol" aria-label={t.heading} sx={{ listStyle: "none", p: 0, m: 0, mb: 1.5, display: "grid", gap: 1 }}>
              {pictures.map((picture, index) => (
                <SortablePicture
                  key={picture.id}
                  picture={picture}
                  index={index}
                  last={index === pictures.length - 1}
                  colours={colours}
                  error={errors[picture.id]}
                  onColour={(colour) => onChange(pictures.map((p) => (p.id === picture.id ? { ...p, colour } : p)))}
                  onMove={(to) => move(index, to)}
                  onRemove={() => onChange(pictures.filter((p) => p.id !== picture.id))}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
      <ImageUpload
        key={uploadKey}
        label={t.upload}
        prompt={t.uploadPrompt}
        value={null}
        onUploadingChange={onUploadingChange}
        onChange={(uploaded) => {
          if (!uploaded) return;
          onChange([...pictures, newPicture(uploaded.url, uploaded.images.thumbnail)]);
          setUploadKey((k) => k + 1);
        }}
      />
    </Box>
  );
});

interface SortablePictureProps {
  picture: GalleryPicture;
  index: number;
  last: boolean;
  colours: ReadonlyArray<string>;
  error: string | undefined;
  onColour: (colour: string | null) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function SortablePicture({ picture, index, last, colours, error, onColour, onMove, onRemove }: SortablePictureProps) {
  const selectId = useId();
  const errorId = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: picture.id });
  // A colour removed from the options stays listed (flagged) until the admin picks another.
  const choices = picture.colour !== null && !colours.includes(picture.colour) ? [...colours, picture.colour] : colours;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      aria-label={t.picture(index)}
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1,
        p: 1,
        border: 1,
        borderColor: error ? "error.main" : "divider",
        borderRadius: 2,
        bgcolor: "background.paper",
        transform: CSS.Transform.toString(transform),
        transition,
        position: "relative",
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 4 : undefined,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t.drag(index)}
        size="small"
        sx={{ cursor: isDragging ? "grabbing" : "grab", touchAction: "none" }}
      >
        <DragIndicatorRounded fontSize="small" />
      </IconButton>
      <Box component="img" src={picture.preview} alt={t.picture(index)} sx={{ width: 56, height: 70, objectFit: "cover", borderRadius: 1, bgcolor: "grey.100", flexShrink: 0 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="label" htmlFor={selectId} variant="caption" color="text.secondary" sx={{ display: "block" }}>
          {t.colour(index)}
        </Typography>
        <NativeSelect
          id={selectId}
          fullWidth
          value={picture.colour ?? ""}
          onChange={(event) => onColour(event.target.value === "" ? null : event.target.value)}
          error={Boolean(error)}
          inputProps={{ "aria-describedby": error ? errorId : undefined, "aria-invalid": Boolean(error) }}
        >
          <option value="">{t.anyColour}</option>
          {choices.map((colour) => (
            <option key={colour} value={colour}>
              {colour}
            </option>
          ))}
        </NativeSelect>
        {error ? (
          <Typography id={errorId} variant="caption" color="error" sx={{ display: "block" }}>
            {error}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: "flex", flexDirection: { xs: "column", sm: "row" } }}>
        <IconButton size="small" aria-label={t.moveUp(index)} disabled={index === 0} onClick={() => onMove(index - 1)}>
          <ArrowUpwardRounded fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={t.moveDown(index)} disabled={last} onClick={() => onMove(index + 1)}>
          <ArrowDownwardRounded fontSize="small" />
        </IconButton>
      </Box>
      <IconButton size="small" color="error" aria-label={t.remove(index)} onClick={onRemove}>
        <DeleteOutlineRounded fontSize="small" />
      </IconButton>
    </Box>
  );
}
