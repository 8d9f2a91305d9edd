/**
 * Every user-visible text of the product, in one place (DESIGN.md: "the spec's texts in one place").
 *
 * Texts quoted by `shop-spec.md` are copied WORD FOR WORD, including their spelling and punctuation
 * (e.g. 'unauthorize Page', 'address addedd', 'You can added max 3 address'): do not "fix" them here,
 * the spec and the end-to-end journeys check them verbatim. Texts the spec does not fix (field labels,
 * placeholders, accessibility labels) are marked "not in the spec" and may be reworded.
 *
 * Components import from this module only (the admin panel's texts are in adminTexts.ts beside it, so they stay
 * out of the storefront's bundle); a later translation swaps these modules.
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
  },

  auth: {
    /** Welcome panel heading; {brand} from src/app/brand.ts. */
    welcome: (brand: string) => `Welcome to ${brand}`,
    tagline: "Discover amazing products and enjoy seamless shopping experience",
    trusted: "Trusted by millions worldwide",
    login: {
      heading: "Welcome Back",
      /** Not in the spec: the line under the heading. */
      subheading: "Sign in to continue shopping",
      submit: "Sign In",
      noAccount: "Don't have an account?",
      registerLink: "Register here",
      /** Spec §2: the button keeps its place and words; it now opens the forgot-password form. */
      forgotPassword: "Forgot your password?",
    },
    /** Not in the spec: the forgotten-password form (/auth/forgot-password). */
    forgot: {
      heading: "Forgot your password?",
      subheading: "Enter your account's email and we will send you a link to choose a new password.",
      submit: "Send reset link",
      backToLogin: "Back to sign in",
    },
    /** Not in the spec: the page a reset link opens (/auth/reset-password?token=…). */
    reset: {
      heading: "Choose a new password",
      subheading: "At least 8 characters, with a letter and a number.",
      submit: "Save new password",
      mismatch: "The passwords do not match",
      /** The server's words for a link that cannot be used, when the page has no token at all. */
      noToken: "This password reset link is not valid. Please ask for a new one.",
      askAgain: "Ask for a new link",
    },
    /** Not in the spec: the page an email link opens (/auth/verify-email?token=…). */
    verify: {
      heading: "Your email address",
      subheading: "Confirming the address of your account",
      checking: "Checking your link…",
      toAccount: "Go to your account",
      toDashboard: "Go to the dashboard",
      toLogin: "Go to sign in",
      noToken: "This email link is not valid. Please sign in and ask for a new one under Account.",
    },
    register: {
      heading: "Create Account",
      /** Not in the spec: the line under the heading. */
      subheading: "Join us and start shopping in minutes",
      submit: "Sign Up",
      haveAccount: "Already have an account?",
      loginLink: "Login here",
    },
    /** Not in the spec: field labels and placeholders. */
    fields: {
      username: { label: "Username", placeholder: "Enter your username" },
      email: { label: "Email", placeholder: "Enter your email" },
      password: { label: "Password", placeholder: "Enter your password" },
      currentPassword: { label: "Current password", placeholder: "Enter your current password" },
      newPassword: { label: "New password", placeholder: "Enter a new password" },
      confirmPassword: { label: "Confirm new password", placeholder: "Enter the new password again" },
      newEmail: { label: "New email", placeholder: "Enter your new email" },
    },
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
    checkout: {
      total: "Total",
      checkout: "Checkout",
      /** Not in the spec: headings and payment outcomes. */
      heading: "Checkout",
      subheading: "Choose a delivery address and pay securely",
      deliveryAddress: "Delivery address",
      orderSummary: "Order summary",
      paymentFailed: (reason: string) => `Payment failed: ${reason}`,
      paymentFailedGeneric: "Payment failed. Your cart is kept, please try again.",
      paymentCancelled: "Payment cancelled. Your cart is kept.",
      securePayment: "Secure payment with Razorpay",
      /** Not in the spec: the delivery promise and the payment method (issue 25). */
      deliveryBy: (date: string) => `Delivery by ${date}`,
      paymentMethod: "Payment method",
      payOnline: "Pay online",
      payOnlineHint: "UPI, cards, netbanking and wallets through Razorpay",
      cashOnDelivery: "Cash on delivery",
      cashOnDeliveryHint: "Pay the courier when your order arrives",
      codFee: "Cash on delivery fee",
      codPlaced: (amount: string) => `Order placed. Please pay ${amount} to the courier on delivery.`,
      selectAddressForDelivery: "Choose a delivery address to see the delivery date and payment methods.",
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
    account: {
      orders: "Orders",
      address: "Address",
      orderId: "Order ID",
      orderDate: "Order Date",
      orderStatus: "Order Status",
      orderPrice: "Order Price",
      viewDetails: "View Details",
      deliveryAddress: "Delivery Address",
      /** Not in the spec: account page headings, empty states and the order details dialog. */
      heading: "My Account",
      subheading: "Your orders, saved addresses and settings",
      noOrders: "You have not placed any orders yet.",
      moreOrders: "Show more orders",
      orderDetails: "Order Details",
      close: "Close",
      viewDetailsOf: (ref: string) => `View details of order ${ref}`,
      downloadInvoice: "Download invoice",
      /** Not in the spec: the third tab, after the spec's Orders and Address. */
      settings: "Settings",
      verifyEmail: {
        title: "Verify your email",
        text: (email: string) => `We sent a link to ${email}. Open it to confirm that the address is yours; you can shop meanwhile.`,
        resend: "Resend the link",
      },
    },
    /** Not in the spec: returns and exchanges on the order details (issue 26). */
    returns: {
      returnRequested: "Return requested",
      heading: "Returns and exchanges",
      action: "Return or exchange",
      actionOf: (title: string) => `Return or exchange ${title}`,
      windowOpen: (date: string) => `You can return or exchange items until ${date}.`,
      windowClosed: "The return window for this order has closed.",
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
    /** Not in the spec: Account → Settings. */
    settings: {
      emailHeading: "Email",
      verified: "Verified",
      unverified: "Not verified",
      currentEmail: (email: string) => `Your email is ${email}.`,
      emailHint: "We send a confirmation link to the new address; your email changes when you open it.",
      passwordHint: "Your password, to confirm it is you",
      sendLink: "Send confirmation link",
      passwordHeading: "Password",
      passwordText: "Changing it signs you out on your other devices.",
      changePassword: "Change password",
      devicesHeading: "Devices",
      devicesText: "Signed in on a device you no longer use? This ends every session of your account, this one included.",
      signOutAll: "Sign out of all devices",
      confirmTitle: "Sign out of all devices?",
      confirmText: "You will need to sign in again on every device, this one included.",
      cancel: "Cancel",
    },
    address: {
      /** Not in the spec: headings, labels and buttons of the address book (the toasts are in toasts). */
      heading: "Saved addresses",
      formHeading: "Add New Address",
      editHeading: "Edit Address",
      add: "Add",
      edit: "Edit",
      delete: "Delete",
      cancel: "Cancel",
      empty: "No saved addresses yet. Add one below.",
      deleted: "Address deleted",
      select: (label: string) => `Deliver to ${label}`,
      selected: "Selected",
      fields: {
        address: { label: "Address", placeholder: "Enter your address" },
        city: { label: "City", placeholder: "Enter your city" },
        phone: { label: "Phone", placeholder: "Enter your phone number" },
        pincode: { label: "Pincode", placeholder: "Enter your pincode" },
        notes: { label: "Notes", placeholder: "Enter any additional notes" },
        state: { label: "State", hint: "Filled in from the pincode" },
      },
      /** The server's rules, mirrored so the form says so before sending (lib/indian-numbers.ts on the server). */
      invalidPincode: "Pincode must be 6 digits and cannot start with 0",
      invalidPhone: "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9, optionally after +91",
      line: { city: "City", pincode: "Pincode", phone: "Phone", notes: "Notes" },
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
    payment: {
      description: "Order Payment",
    },
  },

  /** The shared order details (admin dialog and the shop's Account dialog). Not in the spec: labels. */
  orderDetails: {
    orderId: "Order ID",
    orderDate: "Order Date",
    orderPrice: "Order Price",
    paymentMethod: "Payment Method",
    codFee: "Cash on delivery fee",
    paymentStatus: "Payment Status",
    orderStatus: "Order Status",
    paymentId: "Payment ID",
    /** The order's lines (the dialog's title already reads 'Order Details'). */
    items: "Items",
    quantity: (n: number) => `Quantity: ${n}`,
    price: "Price",
    shippingInfo: "Shipping Info",
    notes: "Notes",
    phone: "Phone",
    /** Labels of the order statuses (the values are the spec's: pending, confirmed, shipped, delivered, cancelled). */
    statuses: {
      PENDING: "Pending",
      CONFIRMED: "Confirmed",
      SHIPPED: "Shipped",
      DELIVERED: "Delivered",
      CANCELLED: "Cancelled",
      REJECTED: "Rejected",
      RETURNED_TO_ORIGIN: "Returned to origin",
    },
    paymentStatuses: {
      PENDING: "Pending",
      PAID: "Paid",
      FAILED: "Failed",
      REFUNDED: "Refunded",
      TO_COLLECT: "To be collected on delivery",
    },
  },
} as const;

export type Texts = typeof texts;
