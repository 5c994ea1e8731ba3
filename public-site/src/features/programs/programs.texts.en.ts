/** English texts of the programs and ministry pages (namespace "site-programs"). */
export const programsEn = {
  programs: {
    metaDescription:
      "Programs and ministries of Amani Friends Church in Buffalo, NY: the Quaker testimonies, youth, men's and women's ministries and community outreach.",
    lead: "How we live our faith together: the Quaker testimonies, ministries for every age and service to our neighbours.",
    testimoniesTitle: "The Quaker Testimonies",
    testimoniesIntro:
      "Friends do not have a written creed. Instead, our faith is shown in how we live, in the testimonies:",
    testimonies: [
      {
        title: "Simplicity",
        text: "Keeping our lives free of clutter and excess so that we can attend to God and to one another.",
      },
      {
        title: "Peace",
        text: "Refusing violence and working for reconciliation, from our homes to the nations.",
      },
      {
        title: "Integrity",
        text: "Living one truth in every part of life: our words and our actions agree.",
      },
      { title: "Community", text: "Supporting one another in a family of faith where every voice matters." },
      { title: "Equality", text: "Seeing that of God in every person, whatever their background." },
      {
        title: "Continuing Revelation",
        text: "Trusting that God still speaks today, to each of us and to the gathered meeting.",
      },
    ],
    ministriesTitle: "Our Ministries",
    ministries: {
      youth: {
        title: "Youth Ministry",
        meta: "Ages 12-25 · Sundays 6:30-8:00 PM Buffalo time",
        features: [
          "Bible study and discussion",
          "Music and worship team",
          "Mentoring and homework help",
          "Service projects and trips",
        ],
      },
      mens: {
        title: "Men's Ministry",
        meta: "18 and older · Saturdays 8:00-9:30 AM Buffalo time",
        features: [
          "Breakfast fellowship",
          "Scripture study",
          "Prayer partners",
          "Helping families with repairs and moves",
        ],
      },
      womens: {
        title: "Women's Ministry",
        meta: "Wednesdays 7:00-8:30 PM Buffalo time",
        features: ["Prayer circle", "Bible study", "Care for new mothers and the sick", "Women's retreat"],
      },
    },
    learnMore: "Learn More",
    learnMoreAbout: "Learn more about {{ministry}}",
    details: "Ministry page",
    outreachTitle: "Outreach",
    outreachIntro: "We serve our neighbours in Buffalo and our partners abroad.",
    outreach: [
      {
        title: "Child advancement",
        text: "With Watoto Bright Futures we tutor, mentor and equip refugee and immigrant children for school.",
      },
      {
        title: "Congo mission centre",
        text: "Tumaini Mission Centre in South Kivu brings peace education, trauma healing and clean water.",
      },
      {
        title: "Local food ministry",
        text: "Each month we sort and share groceries with neighbours who are struggling.",
      },
      {
        title: "Financial empowerment",
        text: "Workshops on budgeting, savings groups and first steps to a small business.",
      },
    ],
    outreachLink: "More about our outreach",
    visitTitle: "Find your place",
    visitText: "The best way to get started is to join us on a Sunday, or tell us what interests you.",
    contact: "Contact us",
    visit: "Visit in person",
  },
  ministry: {
    who: "Who",
    when: "When",
    where: "Where",
    whereValue: "Amani Friends Church, 245 Friendship Avenue",
    activitiesTitle: "What We Do",
    joinTitle: "Get Involved",
    joinText: "Come along any week, or send us a message and a leader will be in touch.",
    join: "Contact the ministry leader",
    events: "See upcoming events",
    all: "All ministries",
    youth: {
      metaDescription:
        "Youth ministry at Amani Friends Church, Buffalo, NY: ages 12-25, Sundays 6:30-8:00 PM. Bible study, music, mentoring and service.",
      lead: "A place for young people to ask big questions, make music, serve and belong.",
      who: "Ages 12-25",
      when: "Sundays 6:30-8:00 PM",
      about:
        "Our youth meet on Sunday evenings after worship. Many are growing up between two cultures and two languages; together they explore faith, share meals, make music and support one another through school, work and family life.",
      activities: [
        "Bible study and open discussion in English and Swahili",
        "Youth worship team: singing, drums and keyboard",
        "Mentoring, homework help and college applications",
        "Service projects in Buffalo and a summer trip",
        "Games nights and shared meals",
      ],
    },
    mens: {
      metaDescription:
        "Men's ministry at Amani Friends Church, Buffalo, NY: men 18 and older, Saturdays 8:00-9:30 AM. Breakfast, scripture and prayer.",
      lead: "Men growing in faith, friendship and service, over breakfast on Saturday mornings.",
      who: "Men 18 and older",
      when: "Saturdays 8:00-9:30 AM",
      about:
        "Each Saturday morning the men of the church share breakfast, study scripture and pray for one another. We also put our hands to work: helping families move, repairing homes and supporting newcomers as they settle in Buffalo.",
      activities: [
        "Breakfast fellowship every Saturday",
        "Bible study on faith, work and family",
        "Prayer partners and accountability",
        "Practical help for families: moves, repairs and rides",
      ],
    },
    womens: {
      metaDescription:
        "Women's ministry at Amani Friends Church, Buffalo, NY: Wednesdays 7:00-8:30 PM. Prayer, study and care for one another.",
      lead: "Women supporting one another in prayer, study and care in every season of life.",
      who: "All women",
      when: "Wednesdays 7:00-8:30 PM",
      about:
        "Led by Esther Mwangi, the women's ministry meets on Wednesday evenings for prayer and Bible study. We care for new mothers, visit the sick and lonely, and every year hold a weekend retreat of rest and renewal.",
      activities: [
        "Wednesday prayer circle and Bible study",
        "Meals and visits for new mothers and the sick",
        "Sewing and cooking groups",
        "Annual women's retreat",
      ],
    },
  },
  outreach: {
    metaDescription:
      "Community outreach of Amani Friends Church, Buffalo, NY: back-to-school drive, immigration rights workshop, mission partners in Congo and Buffalo, and ways to get involved.",
    lead: "Faith in action: serving our neighbours in Buffalo and our partners around the world.",
    programsTitle: "Programs in Buffalo",
    programs: [
      {
        title: "Back-to-School Drive",
        when: "Every August",
        text: "We collect backpacks, notebooks and winter coats so that every child starts the school year ready to learn.",
      },
      {
        title: "Immigration Rights Workshop",
        when: "Twice a year",
        text: "Volunteer attorneys explain rights, status and paperwork in Swahili, French and English, with one-to-one questions afterwards.",
      },
      {
        title: "Food Ministry",
        when: "Monthly",
        text: "Volunteers sort and hand out groceries to families who are struggling, no questions asked.",
      },
    ],
    partnersTitle: "Our Partners",
    partners: [
      {
        title: "Tumaini Mission Centre",
        kind: "Mission partner in the Democratic Republic of Congo",
        text: "Peace education, trauma healing, clean water and Swahili Bibles for families in South Kivu.",
      },
      {
        title: "Watoto Bright Futures",
        kind: "Child advancement partner",
        text: "School fees, supplies, tutoring and mentoring for refugee and immigrant children.",
      },
      {
        title: "Niagara Frontier Friends Fellowship",
        kind: "Quaker partner",
        text: "Friends of western New York with whom we hold gatherings and witness for peace and justice.",
      },
    ],
    involvedTitle: "Ways to Get Involved",
    involved: [
      "Volunteer at the monthly food ministry",
      "Donate school supplies in August",
      "Tutor a child in English, Swahili or maths",
      "Give to the Missions or Refugee Support fund",
      "Pray for our partners every Sunday",
    ],
    volunteer: "Volunteer with us",
    give: "Give to outreach",
  },
} as const;
