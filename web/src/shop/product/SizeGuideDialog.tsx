import { useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import CloseRounded from "@mui/icons-material/CloseRounded";
import { useId, useState } from "react";
import { LightIconButton } from "../../common/light/LightButton";
import { texts } from "../../common/texts";
import { useErrorToast } from "../common/useErrorToast";
import { FitSummary } from "./FitSummary";
import { SizeGuideDocument } from "./sizeGuideDocuments";

const t = texts.shop.sizeGuide;

/** The size guide (issue 44): the product's chart of body measurements in cm or inches, and how it fits beside it. */
export function SizeGuideDialog({ productId, title, open, onClose }: { productId: string; title: string; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const [unit, setUnit] = useState<"cm" | "in">("cm");
  const { data, loading, error } = useQuery(SizeGuideDocument, { variables: { productId }, skip: !open });
  useErrorToast(error);
  const chart = data?.sizeChart;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t.title(title)}
      </DialogTitle>
      <LightIconButton aria-label={t.close} onClick={onClose} sx={{ position: "absolute", top: 10, right: 10 }}>
        <CloseRounded />
      </LightIconButton>
      <DialogContent sx={{ display: "grid", gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 3fr) minmax(0, 2fr)" }, gap: 3 }}>
        <Box sx={{ minWidth: 0 }}>
          {loading && !data ? (
            <Skeleton variant="rounded" height={180} />
          ) : !chart ? (
            <Typography color="text.secondary">{t.none}</Typography>
          ) : (
            <>
              <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1.5 }}>
                <Typography variant="body2" color="text.secondary">
                  {t.units}
                </Typography>
                <ToggleButtonGroup size="small" exclusive value={unit} onChange={(_e, value: "cm" | "in" | null) => value && setUnit(value)} aria-label={t.units}>
                  <ToggleButton value="cm">{t.cm}</ToggleButton>
                  <ToggleButton value="in">{t.inches}</ToggleButton>
                </ToggleButtonGroup>
              </Box>
              <Box sx={{ overflowX: "auto" }} tabIndex={0} role="region" aria-label={t.bodyMeasurements(unit === "cm" ? t.cm : t.inches)}>
                <Table size="small">
                  <caption style={{ captionSide: "bottom", textAlign: "left" }}>{chart.note || t.bodyMeasurements(unit === "cm" ? t.cm : t.inches)}</caption>
                  <TableHead>
                    <TableRow>
                      <TableCell component="th" scope="col">
                        {t.size}
                      </TableCell>
                      {chart.measurements.map((m) => (
                        <TableCell key={m} component="th" scope="col" align="right">
                          {`${m} (${unit === "cm" ? t.cm : t.inches})`}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {chart.rows.map((row) => (
                      <TableRow key={row.size}>
                        <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                          {row.size}
                        </TableCell>
                        {(unit === "cm" ? row.cm : row.inches).map((value, i) => (
                          <TableCell key={chart.measurements[i]} align="right">
                            {value}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            </>
          )}
        </Box>
        {data?.product ? <FitSummary fit={data.product.fitSummary} /> : null}
      </DialogContent>
    </Dialog>
  );
}

export default SizeGuideDialog;
