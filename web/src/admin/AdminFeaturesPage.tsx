import Typography from "@mui/material/Typography";
import { adminTexts } from "../common/adminTexts";

/** /admin/features: only a placeholder text (spec §2); feature images are uploaded on the dashboard. */
export function AdminFeaturesPage() {
  return <Typography color="text.secondary">{adminTexts.featuresPlaceholder}</Typography>;
}
