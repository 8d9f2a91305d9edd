/**
 * Every user-visible text of the product, in one place (DESIGN.md: "the spec's texts in one place").
 *
 * Texts quoted by `shop-spec.md` are copied WORD FOR WORD, including their spelling and punctuation
 * (e.g. 'unauthorize Page', 'address addedd', 'You can added max 3 address'): do not "fix" them here,
 * the spec and the end-to-end journeys check them verbatim. Texts the spec does not fix (field labels,
 * placeholders, accessibility labels) are marked "not in the spec" and may be reworded.
 *
 * Components import from this module and the ones beside it: the admin panel's texts (adminTexts.ts), the sign-in
 * screens' (authTexts.ts), the checkout's and account's (accountTexts.ts), so each section's bundle carries its own
 * texts only (issue 29: a landing page's first load); a later translation swaps these modules.
 */

export const texts = {
  app: {
    /** Full-screen animation while the session check runs (spec §2). */
    loadingStore: "Loading your store",
    /** Spec §2: /unauth-page. */
    unauthorized: "unauthorize Page",
    /** Spec §2: any other path. */
    notFound: "Page doesn't exist....!",
    /** Not in the spec: links on the 404 / unauthorized pages. */
    backHome: "Go to the store",
    /** Not in the spec: a fallback when a call fails without a server message (network down…). */
    genericError: "Something went wrong. Please try again",
    logout: "Logout",
    /** Not in the spec: accessible names. */
    openMenu: "Open menu",
    mainNavigation: "Main navigation",
    /** Not in the spec: the skip link, the first Tab stop of every page. */
    skipToContent: "Skip to main content",
    /** The storefront's footer and the sign-in screens' panel. */
    trusted: "Trusted by millions worldwide",
  },


  form: {
    /** Spec §2 "Shared form": the submit button text defaults to 'Submit'. */
    submit: "Submit",
  },

  shop: {
    menu: {
      home: "Home",
      products: "Products",
      men: "Men",
      women: "Women",
      kids: "Kids",
      footwears: "Footwear",
      accessories: "Accessories",
    },
    header: {
      signIn: "Sign In",
      search: "Search",
      cart: "Cart",
      account: "Account",
      logout: "Logout",
      /** Not in the spec: accessible names. */
      categories: "Shop categories",
      openMenu: "Open menu",
      closeMenu: "Close menu",
      /** Not in the spec: the phone menu drawer's accessible name. */
      menu: "Menu",
      accountMenu: (name: string) => `Account menu for ${name}`,
      cartWithCount: (n: number) => `Cart, ${n} ${n === 1 ? "item" : "items"}`,
    },
    /** Not in the spec (issue 45, DPDP Act 2023): asking for consent to analytics, and the footer's way back to it. */
    consent: {
      title: "Your privacy",
      notice: (brand: string) =>
        `${brand} would like to use Google Analytics to count visits, the products viewed and the orders placed, so we can improve the shop. Nothing is measured unless you agree, and you can change your mind at any time from "Privacy choices" at the foot of every page.`,
      acceptAll: "Accept all",
      rejectAll: "Reject all",
      choose: "Choose",
      analytics: "Analytics (Google Analytics)",
      analyticsHelp: "Visits, products viewed, cart and orders: never your name, email, phone or address.",
      save: "Save choices",
      footerLink: "Privacy choices",
    },
    home: {
      /** Not in the spec: the home's heading for screen readers (the banners show the brand's artwork instead). */
      heading: (brand: string) => `${brand}: clothing and accessories`,
      shopNow: "Shop Now",
      shopByCategory: "Shop By Category",
      shopByBrand: "Shop By Brand",
      featuredProducts: "Featured Products",
      viewAllProducts: "View All Products",
      /** Not in the spec: carousel controls and section blurbs. */
      banners: "Featured collections",
      previousBanner: "Previous banner",
      nextBanner: "Next banner",
      goToBanner: (n: number, of: number) => `Show banner ${n} of ${of}`,
      pauseBanners: "Pause banner rotation",
      playBanners: "Resume banner rotation",
      categoryBlurb: "Fresh edits for everyone in the family",
      brandBlurb: "The labels you love, all in one place",
      featuredBlurb: "Great finds at the best prices",
    },
    listing: {
      allProducts: "All Products",
      sortBy: "Sort By",
      empty: "No products found. Try adjusting your filters.",
      /** Not in the spec: filter panel, count and paging. */
      filters: "Filters",
      category: "Category",
      brand: "Brand",
      clearFilters: "Clear all",
      closeFilters: "Close filters",
      showResults: (n: number) => `Show ${n} ${n === 1 ? "product" : "products"}`,
      count: (n: number) => `${n} ${n === 1 ? "product" : "products"}`,
      loadMore: "Load more",
      loading: "Loading products",
      showing: (shown: number, total: number) => `Showing ${shown} of ${total}`,
      /** Not in the spec (issue 12): size, colour and price filters. */
      size: "Size",
      colour: "Colour",
      price: "Price",
      minPrice: "Min ₹",
      maxPrice: "Max ₹",
      priceRange: (min: string, max: string) => `${min} – ${max}`,
      removeFilter: "Remove this filter",
    },
    product: {
      outOfStock: "Out Of Stock",
      onlyLeft: (n: number) => `Only ${n} left`,
      percentOff: (percent: number) => `${percent}% OFF`,
      addToCart: "Add to cart",
      onlyLeftInStock: (n: number) => `Only ${n} left in stock!`,
      customerReviews: "Customer Reviews",
      noReviews: "No reviews yet. Be the first to review!",
      writeReview: "Write a review",
      submitReview: "Submit Review",
      /** Not in the spec: details dialog and card details. */
      close: "Close",
      /** Not in the spec: read before a card picture's title and badge ("View details of Linen Shirt 29% OFF"). */
      viewDetailsOf: "View details of",
      reviewCount: (n: number) => `${n} ${n === 1 ? "review" : "reviews"}`,
      rating: (value: number) => `Rated ${value.toFixed(1)} out of 5`,
      yourRating: "Your rating",
      reviewMessage: "Your review",
      reviewPlaceholder: "What did you like or dislike?",
      inclusiveTaxes: "Inclusive of all taxes",
      originalPrice: "Original price",
      salePrice: "Sale price",
      loadFailed: "This product could not be loaded.",
      /** Not in the spec (issue 12): size and colour pickers, the gallery. The server says the same two prompts. */
      size: "Size",
      colour: "Colour",
      selectSize: "Please select a size",
      selectColour: "Please select a colour",
      /** A size or colour shown but not choosable ("M, out of stock", "Navy, out of stock"). */
      optionOutOfStock: (value: string) => `${value}, out of stock`,
      gallery: "gallery",
      galleryOf: (title: string) => `Pictures of ${title}`,
      thumbnails: "Pictures",
      previousPicture: "Previous picture",
      nextPicture: "Next picture",
      showPicture: (n: number, of: number) => `Show picture ${n} of ${of}`,
      pictureCount: (n: number, of: number) => `${n} / ${of}`,
      pictureAlt: (title: string, colour: string | null, n: number, of: number) => `${title}${colour ? `, ${colour}` : ""}, picture ${n} of ${of}`,
      /** Not in the spec (issue 44): reviews' photos, fit and "Verified buyer"; the fit summary. */
      verifiedBuyer: "Verified buyer",
      fitQuestion: "How did it fit?",
      fitNotSaid: "Not sure",
      fits: { RUNS_SMALL: "Runs small", TRUE_TO_SIZE: "True to size", RUNS_LARGE: "Runs large" } as Record<string, string>,
      fitOf: (fit: string) => `Fit: ${fit}`,
      fitSummary: "How it fits",
      fitSummaryNone: "No fit answers yet.",
      fitCount: (label: string, n: number) => `${label}: ${n}`,
      fitBasis: (n: number) => `From ${n} ${n === 1 ? "review and return" : "reviews and returns"} that said.`,
      reviewPhotos: "Photos (optional, up to 3)",
      addPhoto: "Add a photo",
      removePhoto: (n: number) => `Remove photo ${n}`,
      photoStrip: "Shoppers' photos",
      reviewPhoto: (username: string, n: number) => `Photo ${n} from ${username}`,
      reviewPhotosOf: (username: string) => `Photos from ${username}`,
    },
    /** Not in the spec (issue 44): the wishlist's heart on cards and the product page. */
    wishlist: {
      add: (title: string) => `Save ${title} to your wishlist`,
      remove: (title: string) => `Remove ${title} from your wishlist`,
      added: "Saved to your wishlist",
      removed: "Removed from your wishlist",
    },
    /** Not in the spec (issue 44): "Tell me when it's back" on a sold-out size. */
    stockAlert: {
      notify: "Tell me when it's back",
      chooseSize: "Which size?",
      soldOutSizes: (sizes: string) => `Sold out: ${sizes}`,
      waiting: (what: string) => `We'll email you when ${what} is back.`,
      waitingOne: "We'll email you when it's back.",
      subscribed: "We'll email you once it's back in stock",
    },
    /** Not in the spec (issue 44): the size guide opened from the size picker. */
    sizeGuide: {
      open: "Size guide",
      title: (product: string) => `Size guide: ${product}`,
      none: "This product has no size chart yet.",
      units: "Units",
      cm: "cm",
      inches: "in",
      size: "Size",
      close: "Close",
      bodyMeasurements: (unit: string) => `Body measurements in ${unit}`,
    },
    /** Not in the spec (issue 44): the page a cart reminder's link opens (/shop/restore-cart?token=…). */
    restoreCart: {
      heading: "Your cart",
      working: "Bringing your cart back…",
      restored: "Your cart is back",
      couponApplied: (code: string) => `${code} applied to your cart`,
      noToken: "This cart link is not valid. Your cart is under the Cart button, as you left it.",
      toShop: "Go to the store",
    },
    cart: {
      title: "Your Cart",
      emptyTitle: "Your cart is empty",
      emptyText: "Start shopping to add items to your cart",
      continueShopping: "Continue Shopping",
      sale: "SALE",
      defaultColour: "One Color",
      defaultSize: "One Size",
      subtotal: "Subtotal",
      shipping: "Shipping",
      free: "Free",
      /** Issue 42: shown under Shipping while the goods are below FREE_SHIPPING_ABOVE. */
      freeShippingHint: (amount: string) => `Add ${amount} more for free shipping`,
      total: "Total",
      proceedToCheckout: "Proceed to Checkout",
      /** Promotions (issue 24). */
      discount: "Discount",
      couponLabel: "Coupon code",
      apply: "Apply",
      removeCoupon: (code: string) => `Remove coupon ${code}`,
      couponApplied: (code: string) => `${code} applied`,
      couponSaving: (amount: string) => `You save ${amount}`,
      automaticApplied: (title: string) => `Offer applied: ${title}`,
      lineDiscount: (amount: string) => `−${amount} off`,
      offersTitle: "Offers for you",
      applyOffer: (code: string) => `Apply ${code}`,
      offerApplies: "Applies to your cart",
      /** An automatic offer (no code): applied by itself once the cart qualifies (issue 41). */
      automaticOffer: "Offer",
      offerApplied: "Applied to your cart",
      offerAppliesByItself: "applied by itself, no code needed",
      stackingRule: "One automatic offer (the best for your cart) plus one coupon code, applied after it.",
      /** Not in the spec: counts, controls and line problems. */
      itemCount: (n: number) => `${n} ${n === 1 ? "item" : "items"}`,
      close: "Close cart",
      decrease: (title: string) => `Decrease quantity of ${title}`,
      increase: (title: string) => `Increase quantity of ${title}`,
      remove: (title: string) => `Remove ${title} from cart`,
      quantity: (n: number) => `Quantity ${n}`,
      problem: {
        PRODUCT_REMOVED: "No longer available. Please remove it.",
        OUT_OF_STOCK: "Out of stock. Please remove it.",
        NOT_ENOUGH_STOCK: (n: number) => `Only ${n} left. Please lower the quantity.`,
      },
    },
    delivery: {
      /** Not in the spec: the product page's pincode check (issue 25). */
      heading: "Delivery",
      label: "Pincode",
      placeholder: "Enter pincode",
      check: "Check",
      invalid: "Pincode must be 6 digits and cannot start with 0",
      deliveryBy: (date: string) => `Delivery by ${date}`,
      codAvailable: "Cash on delivery available",
      codUnavailable: "Cash on delivery not available",
      notServiceable: (pincode: string) => `We do not deliver to ${pincode} yet`,
    },
    /** Not in the spec: returns and exchanges on the order details (issue 26). */
    returns: {
      returnRequested: "Return requested",
      heading: "Returns and exchanges",
      action: "Return or exchange",
      actionOf: (title: string) => `Return or exchange ${title}`,
      windowOpen: (date: string) => `You can return or exchange items until ${date}.`,
      windowClosed: "The return window for this order has closed.",
      /** Why "Return or exchange" cannot be pressed, beside it (issue 41). */
      notDeliveredYet: "You can ask once the order is delivered.",
      windowEnded: (date: string) => `The return window ended on ${date}.`,
      alreadyAsked: "Already asked for: see the request below.",
      chooseReason: "Choose a reason",
      dialogTitle: (title: string) => `Return or exchange: ${title}`,
      whatLabel: "What would you like?",
      refund: "Return for a refund",
      exchange: "Exchange for another size or colour",
      quantity: "Quantity",
      reason: "Reason",
      reasons: {
        SIZE_TOO_SMALL: "Size too small",
        SIZE_TOO_LARGE: "Size too large",
        DAMAGED: "Damaged or defective",
        NOT_AS_DESCRIBED: "Not as described",
        CHANGED_MIND: "Changed my mind",
        OTHER: "Other",
      } as Record<string, string>,
      note: "Note",
      noteHint: "Tell us more (needed for Other)",
      newSize: "New size / colour",
      noOtherSize: "This product has no other size or colour at the same price.",
      soldOut: "sold out",
      photos: "Photos (optional, up to 5)",
      addPhoto: "Add a photo",
      submit: "Request",
      cancel: "Cancel",
      submitted: "Return requested. We have emailed you the details.",
      cancelRequest: "Cancel request",
      cancelled: "Request cancelled",
      refundOf: (amount: string) => `Refund: ${amount}`,
      refundParts: (online: string, byHand: string) => `${online} back to your original payment method, ${byHand} by UPI/bank transfer`,
      creditNote: (number: string) => `Credit note ${number}`,
      kind: { RETURN: "Return", EXCHANGE: "Exchange" } as Record<string, string>,
      statuses: {
        REQUESTED: "Requested",
        APPROVED: "Approved",
        REJECTED: "Rejected",
        CANCELLED: "Cancelled",
        PICKED_UP: "Picked up",
        RECEIVED: "Received",
        REFUNDED: "Refunded",
        REFUND_FAILED: "Refund pending",
        EXCHANGE_SHIPPED: "Exchange shipped",
        EXCHANGE_DELIVERED: "Exchange delivered",
      } as Record<string, string>,
      history: "History",
      rejectedBecause: (reason: string) => `Not approved: ${reason}`,
    },
    search: {
      placeholder: "search product",
      notFound: "Product not found",
      /** Not in the spec: label and hint. */
      label: "Search products",
      hint: "Type more than 3 letters to search",
      results: (n: number) => `${n} ${n === 1 ? "result" : "results"}`,
    },
    toasts: {
      addedToCart: "Added to cart",
      cartUpdated: "Cart updated",
      itemRemoved: "Item removed from cart",
      reviewAdded: "Review added",
      addressUpdated: "Address update successful",
      addressAdded: "address addedd",
      addedFromSearch: "Product is Added to cart",
      maxAddresses: "You can added max 3 address",
      onlyAvailable: (n: number) => `Only ${n} available in stock`,
      onlyMoreCanBeAdded: (remaining: number) => `Only ${remaining} more can be added`,
      onlyQuantityFromSearch: (n: number) => `only ${n} quantity can be added.`,
      selectAddress: "Please Select one Address to proceed",
      emptyCart: "Your cart is empty. Please add items to proceed",
      razorpayError: "Error initializing Razorpay",
      /** Not in the spec: the description lines under some toasts. */
      addedToCartDescription: (title: string) => `${title} was added to your cart`,
      cartUpdatedDescription: (quantity: number) => `Quantity is now ${quantity}`,
      cantAddMoreDescription: "You can't add more than the available quantity",
    },
  },

} as const;

export type Texts = typeof texts;
