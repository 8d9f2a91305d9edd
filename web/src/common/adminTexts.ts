/**
 * The admin panel's texts (spec §2 "Admin …" screens), beside common/texts.ts and under the same rules: the spec's
 * words verbatim, the rest marked "not in the spec". Kept apart so a shopper's bundle never carries the admin's words.
 */
export const adminTexts = {
  panelTitle: "Admin Panel",
  menu: {
    dashboard: "Dashboard",
    products: "Products",
    orders: "Orders",
  },
  /** Not in the spec: the headings of the admin pages. */
  pages: {
    dashboard: "Dashboard",
    products: "Products",
    orders: "Orders",
  },
  /** Spec §2: /admin/features shows only a placeholder text. Wording not in the spec. */
  featuresPlaceholder: "Feature images are managed on the dashboard.",
  /** The shared image upload area (spec §4: starts on choose or drop, skeleton, removable). */
  imageUpload: {
    /** Not in the spec: the area's heading and hints. */
    label: "Upload Image",
    prompt: "Drag & drop or click to upload image",
    hint: "JPEG, PNG or WebP, up to 5 MB",
    dropNow: "Drop the image to upload it",
    uploading: "Uploading image…",
    uploaded: "Image uploaded",
    remove: "Remove image",
    disabled: "The image cannot be changed while editing",
    notAnImage: "Choose a JPEG, PNG or WebP image",
    preview: "Uploaded image preview",
  },
  dashboard: {
    upload: "Upload",
    /** Not in the spec: the rest of the dashboard's wording. */
    subtitle: "Homepage banners shoppers see in the carousel, in this order.",
    newBanner: "New banner",
    titleLabel: "Title (optional)",
    descriptionLabel: "Description (optional)",
    banners: "Feature images",
    empty: "No feature images yet. Upload one above.",
    save: "Save",
    added: "Feature image added",
    saved: "Feature image updated",
    delete: "Delete",
    deleteTitle: "Delete this feature image?",
    deleteText: "Shoppers will no longer see it in the homepage carousel.",
    cancel: "Cancel",
    bannerImage: (n: number) => `Feature image ${n}`,
    bannerNumber: (n: number) => `Banner ${n}`,
  },
  products: {
    addNew: "Add New Product",
    edit: "Edit Product",
    add: "Add",
    editButton: "Edit",
    delete: "Delete",
    added: "Product added successfully",
    /** Not in the spec (the spec has no toast for an edit): shown after an edit succeeds. */
    updated: "Product updated successfully",
    /** Not in the spec: the rest of the products page's wording. */
    count: (n: number) => (n === 1 ? "1 product" : `${n} products`),
    empty: "No products yet. Add the first one.",
    loadMore: "Load more",
    close: "Close",
    stock: (n: number) => (n === 0 ? "Out of stock" : `${n} in stock`),
    deleteTitle: "Delete this product?",
    deleteText: (title: string) => `“${title}” will be removed from the store.`,
    cancel: "Cancel",
    fields: {
      title: { label: "Title", placeholder: "Enter product title" },
      description: { label: "Description", placeholder: "Enter product description" },
      category: { label: "Category" },
      brand: { label: "Brand" },
      price: { label: "Price", placeholder: "Enter product price" },
      salePrice: { label: "Sale Price", placeholder: "Enter sale price (0 for none)" },
      totalStock: { label: "Total Stock", placeholder: "Enter total stock" },
    },
    /** Not in the spec (issue 12): sizes, colours, the variant grid and the pictures. */
    totalStockHint: "The sum of the variant grid's stock",
    optionsSummary: (sizes: number, colours: number) =>
      [sizes ? `${sizes} ${sizes === 1 ? "size" : "sizes"}` : "", colours ? `${colours} ${colours === 1 ? "colour" : "colours"}` : ""]
        .filter(Boolean)
        .join(" × "),
    loadingProduct: "Loading the product…",
    options: {
      heading: "Sizes and colours",
      intro: "Leave both empty for a product sold in one size and one colour.",
      open: "Add sizes or colours",
      sizes: "Sizes",
      colours: "Colours",
      sizeInput: "Add a size",
      colourInput: "Add a colour",
      inputHint: "Type one and press Enter",
      presets: { clothing: "Clothing", shoes: "Shoes", kids: "Kids' ages" },
      remove: (value: string) => `Remove ${value}`,
    },
    variants: {
      heading: "Variants",
      intro: "One row per size and colour. Switch off a row that is not sold. SKU, price and sale price are optional.",
      columns: { sold: "Sold", variant: "Variant", sku: "SKU", stock: "Stock", price: "Price", salePrice: "Sale price" },
      sold: (variant: string) => `Sell ${variant}`,
      cell: (column: string, variant: string) => `${column} for ${variant}`,
      skuPlaceholder: "Automatic",
      setAll: "Set stock for all",
      setAllLabel: "Stock for every sold row",
      headingWithCount: (n: number) => `Variants (${n})`,
      errors: {
        stock: "A whole number, 0 or more",
        price: "More than 0, at most 2 decimals",
        salePrice: "Below the row's price (or 0 for no sale)",
        saleNeedsPrice: "Give the row a price too",
        skuFormat: "Letters, digits, . - / _ only, starting with a letter or digit, at most 64",
        skuDuplicate: "This SKU is used twice",
        noneSold: "Sell at least one size and colour",
      },
    },
    gallery: {
      heading: "More pictures",
      intro: "Shown after the main image, in this order. Give a picture a colour to show it when a shopper picks that colour.",
      upload: "Add a picture",
      uploadPrompt: "Drag & drop or click to add a picture",
      empty: "No more pictures yet.",
      picture: (n: number) => `Picture ${n + 1}`,
      colour: (n: number) => `Colour of picture ${n + 1}`,
      anyColour: "Any colour",
      moveUp: (n: number) => `Move picture ${n + 1} up`,
      moveDown: (n: number) => `Move picture ${n + 1} down`,
      drag: (n: number) => `Drag picture ${n + 1}`,
      remove: (n: number) => `Remove picture ${n + 1}`,
      unknownColour: "This colour is no longer sold",
      moved: (n: number, to: number) => `Picture ${n + 1} moved to place ${to + 1}`,
    },
  },
  orders: {
    history: "Order History",
    empty: "No orders found",
    orderStatus: "Order Status",
    updateStatus: "Update Order status",
    /** Not in the spec: column headings, the action and the dialog's extra blocks. */
    columns: {
      orderId: "Order ID",
      date: "Date",
      status: "Status",
      amount: "Amount",
      actions: "Actions",
    },
    view: "View",
    viewOrder: (reference: string) => `View order ${reference}`,
    rowsPerPage: "Rows per page",
    details: "Order Details",
    close: "Close",
    customer: "Customer",
    statusHistory: "Status history",
    noHistory: "No status changes yet",
    changedBy: (who: string) => `by ${who}`,
    byShop: "by the shop",
  },
} as const;

export type AdminTexts = typeof adminTexts;
