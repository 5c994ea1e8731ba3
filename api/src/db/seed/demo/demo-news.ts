import { addDays, churchInfo } from "@church/contracts";
import type { announcements, articles, blogPosts } from "../../schema.ts";
import { demoIds, demoNoteHtml, demoTag } from "./demo-note.ts";

type ArticleRow = typeof articles.$inferInsert;
type AnnouncementRow = typeof announcements.$inferInsert;
type BlogPostRow = typeof blogPosts.$inferInsert;

/** Three articles (one featured), dated in the last weeks so the lists look current on any start. */
export function demoArticles(today: string, now: Date): ArticleRow[] {
  const base = { status: "published" as const, publishedAt: now, isExternal: false };
  return [
    {
      ...base,
      id: demoIds.article(1),
      slug: "what-to-expect-at-a-friends-meeting",
      title: "What to Expect at a Friends Meeting",
      excerpt:
        "Singing, waiting in silence and a message in Swahili with English translation: a first visit, step by step.",
      content: `<p>Our Sunday worship begins at 3:00 PM with songs in Swahili. Then we settle into silence and wait together; anyone may stand and share a few words if they feel led.</p><p>The pastor brings a message in Swahili, and a volunteer translates it into English. Afterwards everyone is welcome to stay for tea and fellowship.</p>${demoNoteHtml.en}`,
      author: "Elder Joseph Baraka",
      date: addDays(today, -4),
      category: "teaching",
      tags: ["worship", "newcomers", demoTag],
      readTime: 3,
      featured: true,
      translations: {
        sw: {
          title: "Unachotarajia katika Mkutano wa Marafiki",
          excerpt:
            "Nyimbo, kusubiri kwa ukimya na ujumbe kwa Kiswahili pamoja na tafsiri ya Kiingereza: ziara ya kwanza, hatua kwa hatua.",
          content: `<p>Ibada yetu ya Jumapili huanza saa 9:00 alasiri kwa nyimbo za Kiswahili. Kisha tunatulia kimya na kusubiri pamoja; yeyote anaweza kusimama na kushiriki maneno machache akiongozwa.</p><p>Mchungaji huleta ujumbe kwa Kiswahili, na mtu wa kujitolea huutafsiri kwa Kiingereza. Baadaye kila mtu anakaribishwa kubaki kwa chai na ushirika.</p>${demoNoteHtml.sw}`,
        },
      },
    },
    {
      ...base,
      id: demoIds.article(2),
      slug: "a-new-home-in-buffalo",
      title: "A New Home in Buffalo",
      excerpt: "How one family from South Kivu found friends, work and a church family on the West Side.",
      content: `<p>When the Mukamana family arrived in Buffalo in January, they knew no one and had never seen snow. A neighbour brought them to a Sunday service, and by spring the children were singing in the choir.</p><p>Stories like theirs are why we keep coats, school supplies and rides ready for newcomers.</p>${demoNoteHtml.en}`,
      author: "Rev. Esther Nyiramana",
      date: addDays(today, -11),
      category: "story",
      tags: ["community", "newcomers", demoTag],
      readTime: 4,
      featured: false,
      translations: {
        sw: {
          title: "Nyumbani Mpya Buffalo",
          excerpt:
            "Jinsi familia moja kutoka Kivu Kusini ilivyopata marafiki, kazi na familia ya kanisa upande wa Magharibi wa jiji.",
          content: `<p>Familia ya Mukamana ilipowasili Buffalo mwezi Januari, hawakumjua mtu yeyote na hawakuwahi kuona theluji. Jirani mmoja aliwaleta kwenye ibada ya Jumapili, na kufikia majira ya kuchipua watoto walikuwa wakiimba kwaya.</p><p>Hadithi kama yao ndiyo sababu tunaweka tayari makoti, vifaa vya shule na usafiri kwa ajili ya wageni.</p>${demoNoteHtml.sw}`,
        },
      },
    },
    {
      ...base,
      id: demoIds.article(3),
      slug: "why-we-wait-in-silence",
      title: "Why We Wait in Silence",
      excerpt:
        "Friends have listened for God in shared silence for over 350 years. A short reflection on what happens in the quiet.",
      content: `<p>In the silence we stop talking to God and start listening. Sometimes nothing is said for a long while; sometimes one sentence from a neighbour speaks to the whole room.</p><p>Waiting worship asks nothing of newcomers except to sit with us. You are welcome just as you are.</p>${demoNoteHtml.en}`,
      author: "Pastor Samuel Mwangi",
      date: addDays(today, -18),
      category: "reflection",
      tags: ["silence", "prayer", demoTag],
      readTime: 2,
      featured: false,
      translations: {
        sw: {
          title: "Kwa Nini Tunasubiri kwa Ukimya",
          excerpt:
            "Marafiki wamemsikiliza Mungu katika ukimya wa pamoja kwa zaidi ya miaka 350. Tafakari fupi kuhusu kinachotokea katika utulivu.",
          content: `<p>Katika ukimya tunaacha kuzungumza na Mungu na kuanza kusikiliza. Wakati mwingine hakuna kinachosemwa kwa muda mrefu; wakati mwingine sentensi moja kutoka kwa jirani huzungumza na chumba kizima.</p><p>Ibada ya kusubiri haimdai mgeni chochote isipokuwa kuketi pamoja nasi. Unakaribishwa jinsi ulivyo.</p>${demoNoteHtml.sw}`,
        },
      },
    },
  ];
}

/** Three announcements, one of each priority, none expiring. */
export function demoAnnouncements(today: string, now: Date): AnnouncementRow[] {
  const base = {
    status: "published" as const,
    publishedAt: now,
    author: "Church Office",
    contact: churchInfo.email,
  };
  return [
    {
      ...base,
      id: demoIds.announcement(1),
      slug: "winter-coat-collection",
      title: "Winter Coat Collection",
      summary:
        "Bring clean winter coats, hats and gloves on Sundays this month for families who are new to Buffalo.",
      content: `<p>Many of the families we welcome arrive without clothes for a Buffalo winter. Please bring clean coats, hats, gloves and boots in any size and leave them in the boxes by the entrance.</p>${demoNoteHtml.en}`,
      date: addDays(today, -2),
      time: "Sundays, before and after worship",
      priority: "urgent",
      category: "Outreach",
      tags: ["outreach", "newcomers", demoTag],
      location: "Church entrance",
      translations: {
        sw: {
          title: "Mkusanyiko wa Makoti ya Baridi",
          summary:
            "Leta makoti safi ya baridi, kofia na glavu siku za Jumapili mwezi huu kwa ajili ya familia zilizofika Buffalo hivi karibuni.",
          content: `<p>Familia nyingi tunazozikaribisha hufika bila nguo za majira ya baridi ya Buffalo. Tafadhali leta makoti safi, kofia, glavu na buti za ukubwa wowote na uziweke kwenye masanduku yaliyo mlangoni.</p>${demoNoteHtml.sw}`,
          time: "Jumapili, kabla na baada ya ibada",
          location: "Mlango wa kanisa",
          category: "Huduma kwa Jamii",
        },
      },
    },
    {
      ...base,
      id: demoIds.announcement(2),
      slug: "parking-lot-repairs",
      title: "Parking Lot Repairs on Saturday Mornings",
      summary:
        "Part of the church lot is closed on Saturday mornings this month; please use the street spaces on Friendship Avenue.",
      content: `<p>The back half of the lot is being repaired on Saturday mornings. Sunday parking is not affected. Thank you for your patience.</p>${demoNoteHtml.en}`,
      date: addDays(today, -6),
      time: "Saturdays, 8:00 AM - 12:00 PM",
      priority: "normal",
      category: "Building",
      tags: ["building", demoTag],
      location: "Church parking lot",
      translations: {
        sw: {
          title: "Matengenezo ya Eneo la Maegesho Jumamosi Asubuhi",
          summary:
            "Sehemu ya eneo la maegesho la kanisa imefungwa Jumamosi asubuhi mwezi huu; tafadhali tumieni nafasi za barabarani kwenye Friendship Avenue.",
          content: `<p>Nusu ya nyuma ya eneo la maegesho inatengenezwa Jumamosi asubuhi. Maegesho ya Jumapili hayaathiriwi. Asanteni kwa uvumilivu wenu.</p>${demoNoteHtml.sw}`,
          time: "Jumamosi, saa 2:00 - 6:00 mchana",
          location: "Eneo la maegesho la kanisa",
          category: "Jengo",
        },
      },
    },
    {
      ...base,
      id: demoIds.announcement(3),
      slug: "swahili-bible-study-on-thursdays",
      title: "Swahili Bible Study on Thursdays",
      summary: "Bible study in Swahili meets on Thursday evenings. Bring a Bible or borrow one of ours.",
      content: `<p>We are reading the Gospel of Luke together, one chapter a week. Everyone is welcome, whatever you know of the Bible.</p>${demoNoteHtml.en}`,
      date: addDays(today, -9),
      time: "Thursdays, 7:00 PM",
      priority: "info",
      category: "Bible Study",
      tags: ["bible-study", demoTag],
      location: "Fellowship Hall",
      translations: {
        sw: {
          title: "Kujifunza Biblia kwa Kiswahili Kila Alhamisi",
          summary:
            "Kujifunza Biblia kwa Kiswahili hufanyika Alhamisi jioni. Leta Biblia yako au uazime moja ya zetu.",
          content: `<p>Tunasoma Injili ya Luka pamoja, sura moja kila wiki. Kila mtu anakaribishwa, hata kama unaijua Biblia kidogo.</p>${demoNoteHtml.sw}`,
          time: "Alhamisi, saa 1:00 usiku",
          location: "Ukumbi wa Ushirika",
          category: "Kujifunza Biblia",
        },
      },
    },
  ];
}

/** Three blog posts: a devotion, a testimony and a piece of news. */
export function demoBlogPosts(now: Date): BlogPostRow[] {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const base = { status: "published" as const, isExternal: false };
  return [
    {
      ...base,
      id: demoIds.blogPost(1),
      title: "Morning Devotion: Be Still",
      excerpt: "A five-minute devotion on Psalm 46:10 for the start of the week.",
      content: `<p>“Be still, and know that I am God.” Before the noise of the day begins, sit for five minutes without your phone. Breathe slowly and let the verse settle. What worry can you hand over today?</p>${demoNoteHtml.en}`,
      category: "devotion",
      tags: ["devotion", "prayer", demoTag],
      author: "Pastor Samuel Mwangi",
      publishedAt: daysAgo(1),
      createdAt: daysAgo(1),
      translations: {
        sw: {
          title: "Ibada ya Asubuhi: Tulieni",
          excerpt: "Ibada ya dakika tano juu ya Zaburi 46:10 kwa mwanzo wa wiki.",
          content: `<p>“Tulieni, mjue kwamba mimi ni Mungu.” Kabla kelele za siku hazijaanza, keti kwa dakika tano bila simu yako. Pumua polepole na uache mstari huu utulie moyoni. Ni wasiwasi gani unaoweza kumkabidhi Mungu leo?</p>${demoNoteHtml.sw}`,
        },
      },
    },
    {
      ...base,
      id: demoIds.blogPost(2),
      title: "Testimony: Finding a Church Family",
      excerpt: "Grace Achieng on arriving alone and meeting people who prayed for her by name.",
      content: `<p>“I came to Buffalo alone, with one suitcase. The first Sunday, three people learned my name, and the next week they were praying for me by it. That is when this became my church.”</p>${demoNoteHtml.en}`,
      category: "testimony",
      tags: ["testimony", "community", demoTag],
      author: "Elder Grace Achieng",
      publishedAt: daysAgo(8),
      createdAt: daysAgo(8),
      translations: {
        sw: {
          title: "Ushuhuda: Kupata Familia ya Kanisa",
          excerpt: "Grace Achieng anasimulia alivyofika peke yake na kukutana na watu waliomwombea kwa jina.",
          content: `<p>“Nilikuja Buffalo peke yangu, na sanduku moja. Jumapili ya kwanza, watu watatu walijifunza jina langu, na wiki iliyofuata walikuwa wakiniombea kwa jina hilo. Hapo ndipo kanisa hili likawa kanisa langu.”</p>${demoNoteHtml.sw}`,
        },
      },
    },
    {
      ...base,
      id: demoIds.blogPost(3),
      title: "Choir Sings at the West Side Festival",
      excerpt: "Our choir sang Swahili hymns at the neighbourhood festival. Thank you to everyone who came!",
      content: `<p>On a warm afternoon the choir sang five Swahili hymns on the festival stage, and many neighbours stopped to listen and ask about Sunday worship.</p>${demoNoteHtml.en}`,
      category: "news",
      tags: ["choir", "community", demoTag],
      author: "Amani Friends Choir",
      publishedAt: daysAgo(15),
      createdAt: daysAgo(15),
      translations: {
        sw: {
          title: "Kwaya Yaimba katika Tamasha la Upande wa Magharibi",
          excerpt: "Kwaya yetu iliimba nyimbo za Kiswahili katika tamasha la mtaa. Asanteni nyote mliofika!",
          content: `<p>Mchana mmoja wenye joto kwaya iliimba nyimbo tano za Kiswahili jukwaani, na majirani wengi walisimama kusikiliza na kuuliza kuhusu ibada ya Jumapili.</p>${demoNoteHtml.sw}`,
        },
      },
    },
  ];
}
