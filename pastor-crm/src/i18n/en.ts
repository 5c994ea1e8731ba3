/** English texts of the pastor-crm app shell (namespace "crmApp"; the records screens use "crm"). */
export const crmAppEn = {
  nav: {
    label: "Staff",
    dashboard: "Back to Admin Dashboard",
  },
  remote: {
    loading: "Loading...",
    unavailableTitle: "This section is unavailable right now",
    unavailableText: "It could not be loaded. The rest of the page still works; please try again later.",
    reload: "Reload page",
  },
  menuFallback: "Login",
  notFound: {
    title: "Oops! Page not found",
    home: "Return to Home",
  },
  crash: {
    title: "Something went wrong",
    text: "We're sorry, but something unexpected happened. Please try refreshing the page.",
    refresh: "Refresh Page",
    home: "Go to Homepage",
  },
} as const;
