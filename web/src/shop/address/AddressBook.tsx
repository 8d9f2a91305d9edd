import { useLazyQuery, useMutation, useQuery } from "@apollo/client/react";
import AddRounded from "@mui/icons-material/AddRounded";
import CheckCircleRounded from "@mui/icons-material/CheckCircleRounded";
import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useSession } from "../../app/session";
import { errorCode, errorField, serverMessage } from "../../common/errors";
import { type FormErrors, FormRenderer, type FormValues } from "../../common/form";
import { texts } from "../../common/texts";
import { accountTexts } from "../../common/accountTexts";
import { useListFocus } from "../../common/useListFocus";
import type { ShopAddressFragment } from "../../gql/graphql";
import { useShopToast } from "../common/toast";
import { visuallyHidden } from "../common/visuallyHidden";
import { useErrorToast } from "../common/useErrorToast";
import { addressControls, addressFieldErrors, emptyAddress, isAddressFormComplete, MAX_ADDRESSES, trimAddress, type AddressField } from "./addressForm";
import { AddAddressDocument, AddressesDocument, DeleteAddressDocument, IndianStatesDocument, PincodeStatesDocument, UpdateAddressDocument } from "./documents";

const t = accountTexts.address;
const toasts = texts.shop.toasts;

export interface AddressBookProps {
  /** Checkout: the cards can be selected (one at a time). */
  selectable?: boolean;
  selectedId?: string | null;
  onSelect?: (id: string | null) => void;
}

/**
 * The address book of Account and Checkout (spec §2): the saved addresses as cards (heading 'Delivery Address'
 * when unnamed, Edit, Delete, and a selection at checkout) and the address form (Add, or Edit for the card
 * being edited). At most 3 addresses: a 4th is refused here ('You can added max 3 address') and by the server.
 */
export function AddressBook({ selectable = false, selectedId = null, onSelect }: AddressBookProps) {
  const { user } = useSession();
  const { data, loading, error } = useQuery(AddressesDocument, { skip: !user });
  useErrorToast(error);
  const addresses = error ? [] : (data?.addresses ?? []);
  const toast = useShopToast();
  const [values, setValues] = useState<FormValues<AddressField>>(emptyAddress);
  const [errors, setErrors] = useState<FormErrors<AddressField>>({});
  const { data: statesData } = useQuery(IndianStatesDocument);
  const controls = useMemo(() => addressControls(statesData?.indianStates ?? []), [statesData]);
  // The State follows the pincode (India Post's circle, from the server) until the shopper picks another.
  const [lookUpStates] = useLazyQuery(PincodeStatesDocument);
  const autoState = useRef<string>("");
  const pincode = values.pincode.replace(/\s/g, "");
  useEffect(() => {
    if (!/^[1-9]\d{5}$/.test(pincode)) return;
    let current = true;
    void lookUpStates({ variables: { pincode } })
      .then(({ data: found }) => {
        const state = found?.deliveryEstimate.states[0];
        if (!current || !state) return;
        setValues((v) => {
          if (v.state && v.state !== autoState.current && found.deliveryEstimate.states.includes(v.state)) return v;
          autoState.current = state;
          return { ...v, state };
        });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pincode, lookUpStates]);
  const [editingId, setEditingId] = useState<string | null>(null);
  // At checkout a shopper with addresses picks one: the empty form stays folded behind a button, so on a phone the
  // order summary and Checkout come right after the addresses (issue 41). The account's address book shows it open.
  const [formOpen, setFormOpen] = useState(false);
  useEffect(() => {
    if (formOpen) formRef.current?.querySelector("input")?.focus();
  }, [formOpen]);
  const formHeadingId = useId();
  const listHeadingId = useId();
  // After a delete, focus goes to the card now in its place (useListFocus); with none left, to the form's first field.
  const formRef = useRef<HTMLElement>(null);
  const listRef = useListFocus<HTMLDivElement>(() => formRef.current?.querySelector<HTMLElement>("input, textarea") ?? null);

  const [addAddress, adding] = useMutation(AddAddressDocument, {
    update(cache, { data: result }) {
      const added = result?.addAddress;
      if (!added) return;
      cache.updateQuery({ query: AddressesDocument }, (current) =>
        current ? { addresses: [...current.addresses.filter((a) => a.id !== added.id), added] } : current,
      );
    },
  });
  const [updateAddress, updating] = useMutation(UpdateAddressDocument);
  const [deleteAddress] = useMutation(DeleteAddressDocument, {
    update(cache, { data: result }) {
      const removed = result?.deleteAddress;
      if (!removed) return;
      cache.evict({ id: cache.identify({ __typename: "Address", id: removed.id }) });
      cache.gc();
    },
  });

  function resetForm() {
    setValues(emptyAddress());
    setErrors({});
    autoState.current = "";
    setEditingId(null);
    setFormOpen(false);
  }

  /** A server refusal naming a field shows under it; any other as a toast. */
  function showServerError(e: unknown) {
    const field = errorField(e) as AddressField | undefined;
    if (field && field in values) setErrors({ [field]: serverMessage(e) });
    else if (errorCode(e) === "CONFLICT" || errorCode(e) === "BAD_USER_INPUT") toast.warning(serverMessage(e));
    else toast.error(serverMessage(e));
  }

  async function submit(formValues: FormValues<AddressField>) {
    const invalid = addressFieldErrors(formValues);
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    const input = trimAddress(formValues);
    if (editingId) {
      try {
        await updateAddress({ variables: { id: editingId, input } });
        toast.success(toasts.addressUpdated);
        resetForm();
      } catch (e) {
        showServerError(e);
      }
      return;
    }
    if (addresses.length >= MAX_ADDRESSES) {
      resetForm();
      toast.warning(toasts.maxAddresses);
      return;
    }
    try {
      const { data: result } = await addAddress({ variables: { input } });
      toast.success(toasts.addressAdded);
      resetForm();
      if (selectable && result?.addAddress && !selectedId) onSelect?.(result.addAddress.id);
    } catch (e) {
      showServerError(e);
    }
  }

  async function remove(address: ShopAddressFragment) {
    try {
      await deleteAddress({ variables: { id: address.id } });
      toast.success(t.deleted);
      if (editingId === address.id) resetForm();
      if (selectedId === address.id) onSelect?.(null);
    } catch (e) {
      toast.error(serverMessage(e));
    }
  }

  function edit(address: ShopAddressFragment) {
    setEditingId(address.id);
    setErrors({});
    autoState.current = "";
    setValues({ address: address.address, city: address.city, phone: address.phone, pincode: address.pincode, notes: address.notes, state: address.state ?? "" });
    document.getElementById(formHeadingId)?.scrollIntoView({ behavior: "smooth", block: "start" });
  }

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 3 }}>
      <Box component="section" aria-labelledby={listHeadingId}>
        {/* Heads the cards' h3 titles (the page's h1 or the checkout's h2 is above it). */}
        <Typography id={listHeadingId} component="h2" sx={visuallyHidden}>
          {t.heading}
        </Typography>
        {loading && !data ? (
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))" } }}>
            <Skeleton variant="rounded" height={170} />
            <Skeleton variant="rounded" height={170} />
          </Box>
        ) : addresses.length === 0 ? (
          <Typography color="text.secondary">{t.empty}</Typography>
        ) : (
          <Box
            ref={listRef}
            role={selectable ? "radiogroup" : "list"}
            aria-label={t.heading}
            sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))", xl: selectable ? "repeat(2, minmax(0, 1fr))" : "repeat(3, minmax(0, 1fr))" } }}
          >
            {addresses.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                selectable={selectable}
                selected={selectedId === address.id}
                editing={editingId === address.id}
                onSelect={() => onSelect?.(address.id)}
                onEdit={() => edit(address)}
                onDelete={() => void remove(address)}
              />
            ))}
          </Box>
        )}
      </Box>

      {selectable && addresses.length > 0 && !editingId && !formOpen ? (
        <Button variant="outlined" startIcon={<AddRounded />} onClick={() => setFormOpen(true)} sx={{ alignSelf: "flex-start" }}>
          {t.addAnother}
        </Button>
      ) : (
      <Paper ref={formRef} variant="outlined" component="section" aria-labelledby={formHeadingId} sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", mb: 2 }}>
          <Typography id={formHeadingId} variant="h6" component="h2" sx={{ scrollMarginTop: 96 }}>
            {editingId ? t.editHeading : t.formHeading}
          </Typography>
          {editingId || formOpen ? (
            <Button size="small" onClick={resetForm}>
              {t.cancel}
            </Button>
          ) : null}
        </Box>
        <FormRenderer
          aria-label={editingId ? t.editHeading : t.formHeading}
          controls={controls}
          values={values}
          errors={errors}
          onChange={(next) => {
            setValues(next);
            // A field being corrected no longer shows its old message.
            setErrors((old) => Object.fromEntries(Object.entries(old).filter(([k]) => next[k as AddressField] === values[k as AddressField])));
          }}
          onSubmit={(v) => void submit(v)}
          buttonText={editingId ? t.edit : t.add}
          disabled={!isAddressFormComplete(values)}
          submitting={adding.loading || updating.loading}
        />
      </Paper>
      )}
    </Box>
  );
}

function AddressCard({
  address,
  selectable,
  selected,
  editing,
  onSelect,
  onEdit,
  onDelete,
}: {
  address: ShopAddressFragment;
  selectable: boolean;
  selected: boolean;
  editing: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const heading = address.name || accountTexts.account.deliveryAddress;
  const lines: [string, string][] = [
    [t.fields.address.label, address.address],
    [t.line.city, address.city],
    [t.line.pincode, address.pincode],
    [t.line.phone, address.phone],
    [t.line.notes, address.notes],
  ];
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      role={selectable ? undefined : "listitem"}
      aria-labelledby={headingId}
      onClick={selectable ? onSelect : undefined}
      data-selected={selected ? "true" : undefined}
      sx={{
        p: 2,
        borderRadius: 3,
        display: "flex",
        flexDirection: "column",
        gap: 1,
        cursor: selectable ? "pointer" : undefined,
        borderWidth: selected || editing ? 2 : 1,
        borderColor: selected ? "secondary.main" : editing ? "primary.main" : "divider",
        bgcolor: selected ? "rgba(216,137,75,0.07)" : "background.paper",
        transition: "border-color .15s, background-color .15s",
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        {selectable ? (
          <Radio
            checked={selected}
            onChange={onSelect}
            onClick={(e) => e.stopPropagation()}
            slotProps={{ input: { "aria-label": t.select(`${heading}, ${address.address}, ${address.city}`) } }}
            sx={{ p: 0.5, ml: -0.5 }}
          />
        ) : null}
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 800, flex: 1 }}>
          {heading}
        </Typography>
        {selected ? <CheckCircleRounded color="secondary" aria-label={t.selected} /> : null}
      </Box>
      <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "auto minmax(0, 1fr)", columnGap: 1.5, rowGap: 0.25, fontSize: 14 }}>
        {lines.map(([label, value]) => (
          <Box key={label} sx={{ display: "contents" }}>
            <Box component="dt" sx={{ color: "text.secondary" }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: "flex", gap: 1, mt: "auto", pt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<EditOutlined />}
          onClick={(e) => {
            e.stopPropagation();
            onEdit();
          }}
          aria-label={`${t.edit}: ${heading}, ${address.address}`}
        >
          {t.edit}
        </Button>
        <Button
          size="small"
          color="error"
          variant="outlined"
          startIcon={<DeleteOutlineRounded />}
          onClick={(e) => {
            e.stopPropagation();
            onDelete();
          }}
          aria-label={`${t.delete}: ${heading}, ${address.address}`}
        >
          {t.delete}
        </Button>
      </Box>
    </Paper>
  );
}
