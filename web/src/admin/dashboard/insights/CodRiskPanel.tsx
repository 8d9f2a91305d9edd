// The dashboard's COD returns panel (issue 43 item 7): cash-on-delivery parcels of orders placed in the range that
// ended (delivered, or back at the warehouse), how many came back, by the risk band checkout judged and by pincode.
// Asked for on its own, like the shipments: the sales figures never wait for it.
import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { adminTexts } from "../../../common/adminTexts";
import { serverMessage } from "../../../common/errors";
import { CodRiskInsightsDocument } from "./operations";
import { GroupList, Panel, percent } from "./parts";

const ct = adminTexts.codRiskInsights;

/** A band's or a pincode's ended COD parcels and how many came back. */
const groupRow = (g: { key: string; name: string; parcels: number; returned: number; rtoRate: number }) => ({ key: g.key, name: g.name, figures: ct.group(g.returned, g.parcels, percent(g.rtoRate)) });

export function CodRiskPanel({ days }: { days: number }) {
  const { data, error } = useQuery(CodRiskInsightsDocument, { variables: { days }, fetchPolicy: "cache-and-network" });
  const s = data?.salesInsights.codRisk;
  if (error) return <Alert severity="error">{serverMessage(error)}</Alert>;
  if (!s) return null;
  const bands: Array<{ key: string; name: string; parcels: number; returned: number; rtoRate: number }> = s.byBand.map((b) => ({
    key: b.band,
    name: ct.band[b.band] ?? b.band,
    parcels: b.parcels,
    returned: b.returned,
    rtoRate: b.rtoRate,
  }));
  // Orders placed before the shop scored risk have no band: said apart, only when there are any.
  if (s.unscored.parcels > 0) bands.push({ key: "unscored", name: ct.unscored, parcels: s.unscored.parcels, returned: s.unscored.returned, rtoRate: s.unscored.rtoRate });
  const empty = bands.every((b) => b.parcels === 0);
  return (
    <Panel title={ct.heading} id="sales-cod-risk-heading" action={<Typography variant="caption" color="text.secondary">{ct.hint}</Typography>}>
      {empty ? (
        <Typography color="text.secondary">{ct.none}</Typography>
      ) : (
        <Box sx={{ display: "grid", gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" }, gap: 2, alignItems: "start" }}>
          <GroupList id="cod-rto-by-band" title={ct.byBand} rows={bands.map(groupRow)} />
          <GroupList id="cod-rto-by-pincode" title={ct.byPincode} rows={s.byPincode.map((p) => groupRow({ key: p.name, ...p }))} />
        </Box>
      )}
    </Panel>
  );
}
