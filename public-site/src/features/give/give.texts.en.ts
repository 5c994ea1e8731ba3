/** English texts of the giving page (namespace "site-give"). */
export const giveEn = {
  metaDescription:
    "Give to Amani Friends Church in Buffalo, NY: one-time gifts, recurring gifts and tithes to the general fund, Swahili Bibles, refugee support, missions and more.",
  lead: "Your generosity supports worship, our neighbours in Buffalo and our partners around the world.",
  details: {
    title: "Donation Details",
    type: "Type of gift",
    frequency: "How often?",
    amount: "Amount (USD)",
    presets: "Choose an amount",
    custom: "Other amount",
    customHint: "Minimum $1.00",
    fund: "Fund",
  },
  contact: {
    title: "Contact Information",
    name: "Full Name",
    email: "Email Address",
    emailHint: "We send your receipt here.",
    note: "Note",
    notePlaceholder: "A prayer request or a dedication (optional)",
  },
  payment: {
    title: "Secure Payment",
    complete: "Please complete all required fields above to proceed with payment",
    summary: "You are giving {{amount}} to the {{fund}}.",
    summaryRecurring: "You are giving {{amount}} {{frequency}} to the {{fund}}.",
    pending:
      "Secure online payment by card is being set up. Until it is ready, you are welcome to give on Sunday or contact the church office, who will gladly help.",
    processing: "Processing your donation...",
    agree:
      "By giving, you agree to our <terms>Terms of Service</terms> and <privacy>Privacy Policy</privacy>.",
  },
  frequencyWords: {
    weekly: "every week",
    monthly: "every month",
    yearly: "every year",
  },
  success: {
    title: "Thank You for Your Gift!",
    text: "Thank you for your generous gift! A receipt has been sent to your email.",
    another: "Make Another Gift",
    amount: "Amount",
    reference: "Reference (also on your receipt)",
    home: "Return Home",
  },
  impact: {
    title: "Your Impact",
    items: [
      { amount: "$25", text: "provides a Swahili Bible for a new reader in Congo" },
      { amount: "$50", text: "fills a backpack for the back-to-school drive" },
      { amount: "$100", text: "feeds a family from the food ministry for a month" },
      { amount: "$250", text: "pays a term of school fees for a child with Watoto Bright Futures" },
    ],
  },
  needs: {
    title: "Current Needs",
    items: [
      { title: "Building Fund", text: "Repairing the church roof before winter." },
      {
        title: "Refugee Support",
        text: "Winter coats, boots and first-month rent for newly arrived families.",
      },
      { title: "Youth Ministry", text: "Sponsoring young people for the summer retreat." },
    ],
  },
  newsletter: {
    title: "Hear How Your Gift Helps",
    text: "Stories and updates from our ministries, once a month.",
  },
  statement: {
    title: "Giving Statement",
    text: "Need a record of your gifts for taxes? We will e-mail the annual statement (PDF) to the address you gave with.",
    email: "Email Address",
    year: "Year",
    submit: "Email My Statement",
    sending: "Sending...",
    error: "Your request could not be sent. Please try again.",
  },
  questions: {
    title: "Questions?",
    text: "For help with giving, receipts or planned gifts, contact the church office.",
    link: "Ask about giving",
  },
} as const;
