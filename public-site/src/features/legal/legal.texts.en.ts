/** English texts of the privacy, terms and cookie pages (namespace "site-legal"). */
export const legalEn = {
  updated: "Last updated: {{date}}",
  contents: "On this page",
  questions: "Questions about this policy? Contact us at {{email}} or {{phone}}, or write to {{address}}.",
  privacy: {
    metaDescription:
      "How Amani Friends Church in Buffalo, NY collects, uses and protects your personal information on this website.",
    intro:
      'Amani Friends Church ("the church", "we") respects your privacy. This policy explains what information we collect through this website, why we collect it, and the choices you have.',
    sections: [
      {
        title: "Information you give us",
        paragraphs: ["We collect the information you choose to send us through the forms on this site:"],
        list: [
          "Contact messages: your name, email address, optional phone number, subject and message.",
          "Newsletter sign-ups: your name and email address and your preferred language.",
          "Meeting requests: your name, contact details, preferred dates and times and the purpose of the meeting.",
          "Event RSVPs: your name, email address, optional phone number and any notes such as dietary or accessibility needs.",
          "Gifts: your name, email address, amount, fund and optional note. Card details are handled by our payment processor and never stored by the church.",
          "Chat assistant: the questions you type, to answer them.",
        ],
      },
      {
        title: "Information collected automatically",
        paragraphs: [
          "Our server keeps short technical logs (such as IP address, browser type and the page requested) to keep the site secure and working. These logs are deleted after 30 days.",
          "Only if you accept analytics cookies, we count which pages are visited so we can improve the site. These counts are stored on our own server and are not shared with advertisers. See our Cookie Policy for details.",
        ],
      },
      {
        title: "How we use your information",
        list: [
          "To answer your messages and meeting requests and to provide pastoral care.",
          "To send the newsletter you asked for; every email has an unsubscribe link.",
          "To plan events and tell you about changes to events you registered for.",
          "To process gifts and send receipts for tax purposes.",
          "To keep the website secure and to improve it.",
        ],
        after: ["We never sell, rent or trade your personal information."],
      },
      {
        title: "Who we share it with",
        paragraphs: [
          "Your information is seen only by church staff and volunteers who need it for the purpose you gave it for, for example the pastor for meeting requests. We use a few trusted service providers (website hosting, email delivery and payment processing) who may handle information on our behalf only to provide their service. We may disclose information when the law requires it.",
        ],
      },
      {
        title: "How long we keep it",
        list: [
          "Contact messages, meeting requests and RSVPs: up to two years.",
          "Gift records: seven years, as required for tax records.",
          "Newsletter subscriptions: until you unsubscribe.",
          "Analytics: page counts only, with no personal details.",
        ],
      },
      {
        title: "Children",
        paragraphs: [
          "This website is not directed at children under 13 and we do not knowingly collect their personal information online. If you believe a child has sent us information, please contact us and we will delete it.",
        ],
      },
      {
        title: "Your choices and rights",
        paragraphs: [
          "You may ask to see, correct or delete the personal information we hold about you, and you may unsubscribe from emails at any time. You can change your cookie choice at any time with the Cookie Settings link at the bottom of every page.",
        ],
      },
      {
        title: "Security",
        paragraphs: [
          "The site uses encrypted connections (HTTPS). Staff accounts are protected by strong passwords and two-step verification, and access to personal information is limited to those who need it. No method of transmission over the internet is completely secure, but we work hard to protect your information.",
        ],
      },
      {
        title: "Changes to this policy",
        paragraphs: [
          "If we change this policy we will post the new version here with a new date. Significant changes will also be announced in the newsletter.",
        ],
      },
    ],
  },
  terms: {
    metaDescription: "The terms of use of the Amani Friends Church website in Buffalo, NY.",
    intro:
      "Welcome to the website of Amani Friends Church. By using this site you agree to these terms. If you do not agree, please do not use the site.",
    sections: [
      {
        title: "Using this website",
        paragraphs: [
          "You may use this site to learn about the church, take part in its life and contact us. Please use it lawfully and respectfully.",
        ],
        list: [
          "Do not send spam, abusive or unlawful content through the forms or the chat.",
          "Do not try to gain unauthorised access to the site, its staff area or its data.",
          "Do not use automated tools to copy large parts of the site or to overload it.",
        ],
      },
      {
        title: "Our content",
        paragraphs: [
          "Sermons, articles, photographs and other content on this site belong to the church or to their authors. You are welcome to share them for personal, non-commercial purposes as long as you credit Amani Friends Church and link back to this site. Videos hosted by other services are also subject to those services' terms.",
        ],
      },
      {
        title: "Gifts and donations",
        paragraphs: [
          "Gifts made through this site are voluntary donations to the church. Designated gifts are used for the fund you choose wherever possible; the church may use them for its general ministry if a fund's need has been met. Gifts are generally not refundable, but if you made a mistake please contact the office within 30 days and we will put it right. Receipts are sent to the email address you give.",
        ],
      },
      {
        title: "Events and RSVPs",
        paragraphs: [
          "Event details may change. When an event is full, further registrations are placed on a waiting list. Please tell us if you can no longer attend so that someone else may take your place.",
        ],
      },
      {
        title: "Messages and the chat assistant",
        paragraphs: [
          "We read every message but cannot promise an answer to all of them. The chat assistant gives general information about the church and may make mistakes; it is not professional, medical, legal or emergency advice. In an emergency, call 911.",
        ],
      },
      {
        title: "Links to other websites",
        paragraphs: [
          "This site links to other websites, such as our partners, maps and video services. We are not responsible for their content or their privacy practices.",
        ],
      },
      {
        title: "Disclaimer and limitation of liability",
        paragraphs: [
          'We try to keep this site accurate and available, but it is provided "as is" without warranties of any kind. To the extent permitted by law, the church is not liable for any loss arising from the use of this site.',
        ],
      },
      {
        title: "Governing law",
        paragraphs: ["These terms are governed by the laws of the State of New York, United States."],
      },
      {
        title: "Changes to these terms",
        paragraphs: ["We may update these terms from time to time. The date above shows the latest version."],
      },
    ],
  },
  cookies: {
    metaDescription:
      "Which cookies and local storage the Amani Friends Church website uses, and how to manage your choice.",
    intro:
      "Cookies are small files a website stores in your browser. This site also uses your browser's local storage in a similar way. We keep their use to a minimum and never use advertising cookies.",
    sections: [
      {
        title: "Essential (always active)",
        paragraphs: ["These are needed for the site to work and cannot be turned off:"],
        list: [
          "church-language (local storage): remembers English or Swahili. Kept until you clear it.",
          "church-cookie-consent (local storage): remembers your cookie choice and when you made it. Kept for 180 days, then we ask again.",
          "Staff sign-in cookies (only for church staff who sign in): keep the staff session secure. They expire when the session ends.",
        ],
      },
      {
        title: "Analytics (only with your consent)",
        paragraphs: [
          "If you choose Accept All, or turn analytics on in Cookie Preferences, we count the pages you visit. The counts are sent to our own server and a short daily tally is kept in your browser (church-page-visits, 30 days). We do not use third-party analytics services and nothing is shared with advertisers.",
        ],
      },
      {
        title: "Videos, maps and other sites",
        paragraphs: [
          "Videos on this site come from YouTube, but nothing is loaded from YouTube until you press play. When you do, the video plays in YouTube's privacy-enhanced mode; YouTube's own policies then apply. Links to maps, calendars and partner sites open those sites, which have their own cookies.",
        ],
      },
      {
        title: "Managing your choice",
        paragraphs: [
          "You can change your choice at any time with the Cookie Settings link at the bottom of every page. You can also delete cookies and site data in your browser settings. Your choice is remembered for 180 days.",
        ],
      },
    ],
    manage: "Open Cookie Settings",
  },
} as const;
