/**
 * Every user-visible text of the product, in one place (DESIGN.md: "the spec's texts in one place").
 *
 * Texts quoted by `shop-spec.md` are copied WORD FOR WORD, including their spelling and punctuation
 * (e.g. 'unauthorize Page', 'address addedd', 'You can added max 3 address'): do not "fix" them here,
 * the spec and the end-to-end journeys check them verbatim. Texts the spec does not fix (field labels,
 * placeholders, accessibility labels) are marked "not in the spec" and may be reworded.
 *
 * Components import from this module only; a later translation swaps this module.
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
      forgotPassword: "Forgot your password?",
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
    },
  },

  form: {
    /** Spec §2 "Shared form": the submit button text defaults to 'Submit'. */
    submit: "Submit",
  },

  shop: {
    /** Not in the spec: placeholder titles of the shop pages (the real pages come later). */
    pages: {
      home: "Home",
      listing: "Listing",
      checkout: "Checkout",
      account: "Account",
      search: "Search",
    },
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
    },
    home: {
      shopNow: "Shop Now",
      shopByCategory: "Shop By Category",
      shopByBrand: "Shop By Brand",
      featuredProducts: "Featured Products",
      viewAllProducts: "View All Products",
    },
    listing: {
      allProducts: "All Products",
      sortBy: "Sort By",
      empty: "No products found. Try adjusting your filters.",
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
    },
    checkout: {
      total: "Total",
      checkout: "Checkout",
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
    },
    search: {
      placeholder: "search product",
      notFound: "Product not found",
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
    },
    payment: {
      description: "Order Payment",
    },
  },

  admin: {
    panelTitle: "Admin Panel",
    menu: {
      dashboard: "Dashboard",
      products: "Products",
      orders: "Orders",
    },
    /** Not in the spec: placeholder titles of the admin pages (the real pages come later). */
    pages: {
      dashboard: "Dashboard",
      products: "Products",
      orders: "Orders",
    },
    /** Spec §2: /admin/features shows only a placeholder text. Wording not in the spec. */
    featuresPlaceholder: "Feature images are managed on the dashboard.",
    dashboard: {
      upload: "Upload",
    },
    products: {
      addNew: "Add New Product",
      edit: "Edit Product",
      add: "Add",
      editButton: "Edit",
      delete: "Delete",
      added: "Product added successfully",
    },
    orders: {
      history: "Order History",
      empty: "No orders found",
      orderStatus: "Order Status",
      updateStatus: "Update Order status",
    },
  },
} as const;

export type Texts = typeof texts;
