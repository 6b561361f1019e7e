// Every URL of the app as data (docs/ARCHITECTURE.md#conventions, docs/product.md#public-site). Links never concatenate
// strings: parameters go through the functions below.

const ROOTS = { AUTH: '/auth', DASHBOARD: '/dashboard' } as const;

const enc = (value: string) => encodeURIComponent(value);

/** The screens every auth method offers (docs/product.md#roles); auth0 only has sign-in. */
function authMethod(method: string) {
  const base = `${ROOTS.AUTH}/${method}`;
  return {
    signIn: `${base}/sign-in`,
    signUp: `${base}/sign-up`,
    verify: `${base}/verify`,
    updatePassword: `${base}/update-password`,
    resetPassword: `${base}/reset-password`,
  };
}

/** CRUD-style dashboard areas: root, new, details and edit (docs/product.md#dashboard). */
function crud(area: string) {
  const base = `${ROOTS.DASHBOARD}/${area}`;
  return {
    root: base,
    new: `${base}/new`,
    details: (id: string) => `${base}/${enc(id)}`,
    edit: (id: string) => `${base}/${enc(id)}/edit`,
  };
}

export const paths = {
  home: '/',
  comingSoon: '/coming-soon',
  maintenance: '/maintenance',
  booking: { root: '/booking', checkout: '/booking/checkout' },
  calendar: '/calendar',
  customersBookings: '/customers-bookings',
  pricing: '/pricing',
  payment: '/payment',
  /** docs/product/passes.md: the passes (punch cards) on sale. */
  passes: '/passes',
  /** The page a payment link from the front desk opens. */
  payLink: (token: string) => `/pay/${enc(token)}`,
  about: '/about-us',
  contact: '/kontakt',
  conditions: '/conditions',
  faqs: '/faqs',
  agb: '/agb',
  privacyPolicy: '/privacy-policy',
  impressum: '/impressum',
  cookiePolicy: '/cookie-policy',
  page403: '/error/403',
  page404: '/error/404',
  page500: '/error/500',
  // The typo is the original route (docs/product.md#public-site) and is kept on purpose.
  restaurants: '/restaurents',
  beach: '/beach',
  volleyball: '/volleyball',
  courses: { root: '/courses', details: (slug: string) => `/courses/${enc(slug)}` },
  dynamicSlots: '/dynamic-slots',
  events: { root: '/events', details: (slug: string) => `/events/${enc(slug)}` },
  product: {
    root: '/product',
    checkout: '/product/checkout',
    details: (id: string) => `/product/${enc(id)}`,
  },
  post: { root: '/post', details: (slug: string) => `/post/${enc(slug)}` },
  jobs: { root: '/jobs', details: (slug: string) => `/jobs/${enc(slug)}` },
  /** docs/product.md#public-site: the shop points to coming-soon. */
  shop: '/coming-soon',
  changelog: 'https://github.com/courtside-app/courtside/releases',
  auth: {
    amplify: authMethod('amplify'),
    jwt: authMethod('jwt'),
    firebase: authMethod('firebase'),
    supabase: authMethod('supabase'),
    auth0: { signIn: `${ROOTS.AUTH}/auth0/sign-in` },
  },
  dashboard: {
    root: ROOTS.DASHBOARD,
    mail: `${ROOTS.DASHBOARD}/mail`,
    waitlist: `${ROOTS.DASHBOARD}/waitlist`,
    chat: `${ROOTS.DASHBOARD}/chat`,
    blank: `${ROOTS.DASHBOARD}/blank`,
    kanban: `${ROOTS.DASHBOARD}/kanban`,
    calendar: `${ROOTS.DASHBOARD}/calendar`,
    book: `${ROOTS.DASHBOARD}/book`,
    checkout: `${ROOTS.DASHBOARD}/book/checkout`,
    customersBookings: `${ROOTS.DASHBOARD}/customers-bookings`,
    fileManager: `${ROOTS.DASHBOARD}/file-manager`,
    coupons: `${ROOTS.DASHBOARD}/coupons`,
    passes: `${ROOTS.DASHBOARD}/passes`,
    dynamicSlots: `${ROOTS.DASHBOARD}/dynamic-slots`,
    permission: `${ROOTS.DASHBOARD}/permission`,
    venue: `${ROOTS.DASHBOARD}/venue`,
    general: {
      app: `${ROOTS.DASHBOARD}/app`,
      ecommerce: `${ROOTS.DASHBOARD}/ecommerce`,
      analytics: `${ROOTS.DASHBOARD}/analytics`,
      banking: `${ROOTS.DASHBOARD}/banking`,
      booking: `${ROOTS.DASHBOARD}/booking`,
      file: `${ROOTS.DASHBOARD}/file`,
      course: `${ROOTS.DASHBOARD}/course`,
    },
    user: {
      root: `${ROOTS.DASHBOARD}/user`,
      new: `${ROOTS.DASHBOARD}/user/new`,
      list: `${ROOTS.DASHBOARD}/user/list`,
      cards: `${ROOTS.DASHBOARD}/user/cards`,
      profile: `${ROOTS.DASHBOARD}/user/profile`,
      account: `${ROOTS.DASHBOARD}/user/account`,
      edit: (id: string) => `${ROOTS.DASHBOARD}/user/${enc(id)}/edit`,
    },
    bookings: {
      root: `${ROOTS.DASHBOARD}/bookings`,
      details: (id: string) => `${ROOTS.DASHBOARD}/bookings/${enc(id)}`,
    },
    product: crud('product'),
    invoice: crud('invoice'),
    job: crud('job'),
    post: crud('post'),
    tour: crud('tour'),
    order: {
      root: `${ROOTS.DASHBOARD}/order`,
      details: (id: string) => `${ROOTS.DASHBOARD}/order/${enc(id)}`,
    },
  },
} as const;

/** Adds query parameters to a path from the table above without hand-built strings. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
