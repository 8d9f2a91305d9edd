// The dashboard's shipments panel (issue 42): forward parcels booked in the range, by status, days to deliver, NDR
// and RTO rates, by courier and by pincode. Asked for on its own, like the returns: the sales figures never wait for it.
import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { adminTexts } from "../../../common/adminTexts";
import { serverMessage } from "../../../common/errors";
import type { AdminShippingInsightsQuery } from "../../../gql/graphql";
import { ShippingInsightsDocument } from "./operations";
import { Figure, GroupList, Panel, percent } from "./parts";

const st = adminTexts.shippingInsights;
type Group = AdminShippingInsightsQuery["salesInsights"]["shipping"]["byCourier"][number];

/** A courier's or a pincode's parcels, days to deliver, failed deliveries and returns to origin. */
const groupRow = (g: Group) => ({ key: g.name, name: g.name, figures: st.group(g.parcels, st.days(g.averageDaysToDeliver), percent(g.ndrRate), percent(g.rtoRate)) });

export function ShippingPanel({ days }: { days: number }) {
  const { data, error } = useQuery(ShippingInsightsDocument, { variables: { days }, fetchPolicy: "cache-and-network" });
  const s = data?.salesInsights.shipping;
  if (error) return <Alert severity="error">{serverMessage(error)}</Alert>;
  if (!s) return null;
  return (
    <Panel title={st.heading} id="sales-shipping-heading" action={<Typography variant="caption" color="text.secondary">{st.hint}</Typography>}>
      {s.byStatus.length === 0 ? (
        <Typography color="text.secondary">{st.none}</Typography>
      ) : (
        <>
          <Box sx={{ display: "grid", gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" }, gap: { xs: 1, sm: 2 }, mb: 2 }}>
            <Figure label={st.parcels} value={String(s.parcels)} detail={st.parcelsDetail} testId="insights-parcels" />
            <Figure label={st.daysToDeliver} value={st.days(s.averageDaysToDeliver)} detail={st.daysDetail} testId="insights-days-to-deliver" />
            <Figure label={st.ndrRate} value={percent(s.ndrRate)} detail={st.ndrDetail} testId="insights-ndr-rate" />
            <Figure label={st.rtoRate} value={percent(s.rtoRate)} detail={st.rtoDetail} testId="insights-rto-rate" />
          </Box>
          <Box sx={{ display: "grid", gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(3, minmax(0, 1fr))" }, gap: 2, alignItems: "start" }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography id="shipping-by-status" variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
                {st.byStatus}
              </Typography>
              <Box component="ul" aria-labelledby="shipping-by-status" sx={{ m: 0, pl: 3 }}>
                {s.byStatus.map((b) => (
                  <li key={b.status}>
                    {adminTexts.shipping.status[b.status] ?? b.status}: {b.count}
                  </li>
                ))}
              </Box>
            </Box>
            <GroupList id="shipping-by-courier" title={st.byCourier} rows={s.byCourier.map(groupRow)} />
            <GroupList id="shipping-by-pincode" title={st.byPincode} rows={s.topPincodes.map(groupRow)} />
          </Box>
        </>
      )}
    </Panel>
  );
}
