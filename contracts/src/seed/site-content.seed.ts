import { churchInfo } from "../common/church-info.ts";
import type { SiteContentItem } from "../site-content/site-content.schema.ts";

const lastUpdated = "2026-01-01T12:00:00.000Z";

const item = (
  n: number,
  fields: Omit<SiteContentItem, "id" | "status" | "lastUpdated" | "imageUrl"> & { imageUrl?: string },
): SiteContentItem => ({
  id: `a4000000-0000-4000-8000-0000000000${String(n).padStart(2, "0")}`,
  imageUrl: null,
  status: "published",
  lastUpdated,
  ...fields,
});

/**
 * The 15 default site-content items (staff-area.md section 3). The two service items keep the
 * spec's conflicting times on purpose (English Sunday 10:30 AM, Swahili Sunday 2:30 PM) while the
 * public service time is Sunday 3:00 PM to 6:00 PM: staff correct them here, not in code.
 */
export const siteContentSeed: readonly SiteContentItem[] = [
  item(1, {
    section: "hero",
    key: "hero-title",
    title: "Welcome to Our Church Family",
    content: `${churchInfo.name}: a Quaker (Friends) community in Buffalo, NY, worshipping in Swahili with English translation.`,
    imageUrl: "/images/hero/sanctuary.webp",
    translations: {
      sw: {
        title: "Karibu katika Familia ya Kanisa Letu",
        content: `${churchInfo.nameSw}: jumuiya ya Waquaker (Marafiki) huko Buffalo, NY, inayoabudu kwa Kiswahili pamoja na tafsiri ya Kiingereza.`,
      },
    },
  }),
  item(2, {
    section: "hero",
    key: "hero-subtitle",
    title: "Join Us This Sunday",
    content: "Come as you are. Worship with us in person or watch online.",
    translations: {
      sw: {
        title: "Jiunge Nasi Jumapili Hii",
        content: "Njoo kama ulivyo. Abudu pamoja nasi ana kwa ana au tazama mtandaoni.",
      },
    },
  }),
  item(3, {
    section: "about",
    key: "mission",
    title: "Our Mission",
    content:
      "To gather people of every nation to worship God in spirit and truth, to care for one another, and to serve our neighbours in Buffalo and beyond.",
    translations: {
      sw: {
        title: "Dhamira Yetu",
        content:
          "Kuwakusanya watu wa kila taifa kumwabudu Mungu katika roho na kweli, kutunzana sisi kwa sisi, na kuwatumikia majirani zetu huko Buffalo na kwingineko.",
      },
    },
  }),
  item(4, {
    section: "about",
    key: "vision",
    title: "Our Vision",
    content:
      "A welcoming community where newcomers find a home, faith grows through listening to God, and peace is lived out every day.",
    translations: {
      sw: {
        title: "Maono Yetu",
        content:
          "Jumuiya yenye ukarimu ambapo wageni hupata nyumbani, imani hukua kwa kumsikiliza Mungu, na amani huishiwa kila siku.",
      },
    },
  }),
  item(5, {
    section: "services",
    key: "english-service",
    title: "English Service",
    content: "Sunday 10:30 AM",
    translations: { sw: { title: "Ibada ya Kiingereza", content: "Jumapili saa 4:30 asubuhi" } },
  }),
  item(6, {
    section: "services",
    key: "swahili-service",
    title: "Swahili Service",
    content: "Sunday 2:30 PM",
    translations: { sw: { title: "Ibada ya Kiswahili", content: "Jumapili saa 8:30 mchana" } },
  }),
  item(7, {
    section: "contact",
    key: "address",
    title: "Address",
    content: churchInfo.addressLine,
    translations: { sw: { title: "Anwani" } },
  }),
  item(8, {
    section: "contact",
    key: "phone",
    title: "Phone",
    content: churchInfo.phone,
    translations: { sw: { title: "Simu" } },
  }),
  item(9, {
    section: "contact",
    key: "email",
    title: "Email",
    content: churchInfo.email,
    translations: { sw: { title: "Barua Pepe" } },
  }),
  item(10, {
    section: "pastor",
    key: "pastor-name",
    title: "Meet Our Pastor",
    content: churchInfo.pastor.name,
    imageUrl: "/images/pastor/pastor-portrait.jpg",
    translations: { sw: { title: "Mfahamu Mchungaji Wetu", content: "Mchungaji Samuel Mwangi" } },
  }),
  item(11, {
    section: "pastor",
    key: "pastor-bio",
    title: "About the Pastor",
    content:
      "Pastor Samuel grew up in a Friends church in western Kenya and has served immigrant and refugee families in Buffalo for over ten years. He leads worship in Swahili and English and meets anyone who asks for prayer or counsel.",
    translations: {
      sw: {
        title: "Kuhusu Mchungaji",
        content:
          "Mchungaji Samuel alikulia katika kanisa la Marafiki magharibi mwa Kenya na amehudumia familia za wahamiaji na wakimbizi huko Buffalo kwa zaidi ya miaka kumi. Huongoza ibada kwa Kiswahili na Kiingereza na hukutana na yeyote anayeomba maombi au ushauri.",
      },
    },
  }),
  item(12, {
    section: "ministries",
    key: "ministries-intro",
    title: "Ministries for Every Age",
    content:
      "Youth (ages 12-25, Sundays 6:30-8:00 PM), Men's (18 and older, Saturdays 8:00-9:30 AM) and Women's (Wednesdays 7:00-8:30 PM) ministries help everyone grow in faith and friendship.",
    translations: {
      sw: {
        title: "Huduma kwa Kila Rika",
        content:
          "Huduma za Vijana (miaka 12-25, Jumapili saa 12:30 jioni hadi 2:00 usiku), Wanaume (miaka 18 na zaidi, Jumamosi saa 2:00-3:30 asubuhi) na Wanawake (Jumatano saa 1:00-2:30 usiku) humsaidia kila mtu kukua katika imani na urafiki.",
      },
    },
  }),
  item(13, {
    section: "outreach",
    key: "outreach-intro",
    title: "Serving Our Neighbours",
    content:
      "Our outreach includes a back-to-school drive, an immigration rights workshop, a food ministry and support for our mission partner in the Democratic Republic of Congo.",
    translations: {
      sw: {
        title: "Kuwatumikia Majirani Zetu",
        content:
          "Huduma yetu kwa jamii inajumuisha kampeni ya kurudi shuleni, warsha ya haki za wahamiaji, huduma ya chakula na msaada kwa mshirika wetu wa misheni katika Jamhuri ya Kidemokrasia ya Kongo.",
      },
    },
  }),
  item(14, {
    section: "footer",
    key: "footer-tagline",
    title: "Tagline",
    content: "A Quaker (Friends) church worshipping in Swahili with English translation.",
    translations: {
      sw: {
        title: "Kauli Mbiu",
        content: "Kanisa la Waquaker (Marafiki) linaloabudu kwa Kiswahili pamoja na tafsiri ya Kiingereza.",
      },
    },
  }),
  item(15, {
    section: "footer",
    key: "footer-copyright",
    title: "Copyright",
    content: `© ${churchInfo.name}. All rights reserved.`,
    translations: {
      sw: { title: "Hakimiliki", content: `© ${churchInfo.nameSw}. Haki zote zimehifadhiwa.` },
    },
  }),
];
