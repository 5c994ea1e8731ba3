import type { Partnership } from "../partnerships/partnerships.schema.ts";

/** The three fixed partnerships of public-site.md section 3 (fictional organisations). */
export const partnershipsSeed: readonly Partnership[] = [
  {
    id: "a1000000-0000-4000-8000-000000000001",
    name: "Tumaini Mission Centre",
    description:
      "Our mission partner in the Democratic Republic of Congo, offering peace education, trauma healing and clean water in South Kivu.",
    detailedDescription:
      "Tumaini Mission Centre serves families in and around Uvira who have lived through years of conflict. Local Friends run peace-education circles, trauma-healing workshops and a clean-water project, and distribute Swahili Bibles to new readers. Our congregation sends a gift every month, prays for the centre every Sunday and welcomes its leaders when they visit Buffalo.",
    location: "Uvira, South Kivu, Democratic Republic of Congo",
    website: "https://tumaini-mission.example",
    quote: {
      text: "Blessed are the peacemakers: for they shall be called the children of God.",
      reference: "Matthew 5:9",
    },
    impactAreas: ["Peace education", "Trauma healing", "Clean water", "Swahili Bibles"],
    imageUrl: "/images/partnerships/tumaini-mission-centre.jpg",
    backgroundClass: "bg-amber-50",
    borderClass: "border-amber-300",
    translations: {
      sw: {
        name: "Kituo cha Misheni Tumaini",
        description:
          "Mshirika wetu wa misheni katika Jamhuri ya Kidemokrasia ya Kongo, anayetoa elimu ya amani, uponyaji wa majeraha ya moyo na maji safi huko Kivu Kusini.",
        detailedDescription:
          "Kituo cha Misheni Tumaini kinahudumia familia za Uvira na maeneo jirani ambazo zimepitia miaka mingi ya vita. Marafiki wa eneo hilo huendesha vikundi vya elimu ya amani, warsha za uponyaji wa majeraha ya moyo na mradi wa maji safi, na hugawa Biblia za Kiswahili kwa wasomaji wapya. Kanisa letu hutuma sadaka kila mwezi, huombea kituo kila Jumapili na huwakaribisha viongozi wake wanapotembelea Buffalo.",
        location: "Uvira, Kivu Kusini, Jamhuri ya Kidemokrasia ya Kongo",
        quote: { text: "Heri wapatanishi; maana hao wataitwa wana wa Mungu.", reference: "Mathayo 5:9" },
        impactAreas: ["Elimu ya amani", "Uponyaji wa majeraha ya moyo", "Maji safi", "Biblia za Kiswahili"],
      },
    },
  },
  {
    id: "a1000000-0000-4000-8000-000000000002",
    name: "Watoto Bright Futures",
    description:
      "A children's education organisation that pays school fees, provides supplies and runs after-school tutoring for refugee and immigrant children.",
    detailedDescription:
      "Watoto Bright Futures helps children from refugee and immigrant families succeed at school. Volunteers tutor pupils after school, mentors meet teenagers every week, and a yearly back-to-school drive gives every child a full backpack. Members of our church tutor in Swahili and English and collect supplies each August.",
    location: "Buffalo, NY",
    website: "https://watoto-bright-futures.example",
    quote: {
      text: "Train up a child in the way he should go: and when he is old, he will not depart from it.",
      reference: "Proverbs 22:6",
    },
    impactAreas: ["School fees and supplies", "After-school tutoring", "Mentoring", "Back-to-school drive"],
    imageUrl: "/images/partnerships/watoto-bright-futures.jpg",
    backgroundClass: "bg-sky-50",
    borderClass: "border-sky-300",
    translations: {
      sw: {
        name: "Watoto Bright Futures",
        description:
          "Shirika la elimu ya watoto linalolipa ada za shule, kutoa vifaa vya shule na kuendesha masomo ya ziada baada ya shule kwa watoto wakimbizi na wahamiaji.",
        detailedDescription:
          "Watoto Bright Futures husaidia watoto kutoka familia za wakimbizi na wahamiaji kufaulu shuleni. Wajitolea hufundisha wanafunzi baada ya saa za shule, walezi hukutana na vijana kila wiki, na kampeni ya kila mwaka ya kurudi shuleni humpa kila mtoto mkoba uliojaa vifaa. Washiriki wa kanisa letu hufundisha kwa Kiswahili na Kiingereza na hukusanya vifaa vya shule kila Agosti.",
        location: "Buffalo, NY",
        quote: {
          text: "Mlee mtoto katika njia impasayo, naye hataiacha hata atakapokuwa mzee.",
          reference: "Mithali 22:6",
        },
        impactAreas: [
          "Ada na vifaa vya shule",
          "Masomo ya ziada",
          "Ulezi wa vijana",
          "Kampeni ya kurudi shuleni",
        ],
      },
    },
  },
  {
    id: "a1000000-0000-4000-8000-000000000003",
    name: "Niagara Frontier Friends Fellowship",
    description:
      "A local Quaker group we worship and serve with, gathering Friends of western New York in spring, fall and winter.",
    detailedDescription:
      "Niagara Frontier Friends Fellowship brings together Quaker meetings and churches of western New York. Together we hold gatherings in June, September and January, stand with immigrant neighbours through a rights workshop, and share silent and programmed worship. Our members serve on its peace and justice committee.",
    location: "Western New York",
    website: "https://nf-friends-fellowship.example",
    quote: {
      text: "Walk cheerfully over the world, answering that of God in every one.",
      reference: "George Fox, 1656",
    },
    impactAreas: ["Quaker gatherings", "Peace and justice witness", "Immigration rights", "Shared worship"],
    imageUrl: "/images/partnerships/niagara-frontier-friends.jpg",
    backgroundClass: "bg-emerald-50",
    borderClass: "border-emerald-300",
    translations: {
      sw: {
        name: "Ushirika wa Marafiki wa Niagara Frontier",
        description:
          "Kikundi cha Waquaker wa eneo letu tunachoabudu na kutumika pamoja nacho, kinachowakusanya Marafiki wa magharibi mwa New York wakati wa masika, vuli na baridi.",
        detailedDescription:
          "Ushirika wa Marafiki wa Niagara Frontier huunganisha mikutano na makanisa ya Waquaker ya magharibi mwa New York. Kwa pamoja tunafanya mikusanyiko mwezi Juni, Septemba na Januari, tunasimama pamoja na majirani wahamiaji kupitia warsha ya haki zao, na tunashiriki ibada ya kimya na ibada yenye ratiba. Washiriki wetu hutumika katika kamati yake ya amani na haki.",
        location: "Magharibi mwa New York",
        quote: {
          text: "Tembeeni kwa furaha duniani kote, mkiitikia kile kilicho cha Mungu ndani ya kila mtu.",
          reference: "George Fox, 1656",
        },
        impactAreas: [
          "Mikusanyiko ya Waquaker",
          "Ushuhuda wa amani na haki",
          "Haki za wahamiaji",
          "Ibada ya pamoja",
        ],
      },
    },
  },
];
