import type { Translation } from "@church/ui-kit";
import type { programsEn } from "./programs.texts.en.ts";

/** Swahili texts of the programs and ministry pages (namespace "site-programs"). */
export const programsSw: Translation<typeof programsEn> = {
  programs: {
    metaDescription:
      "Programu na huduma za Kanisa la Marafiki Amani huko Buffalo, NY: shuhuda za Waquaker, huduma za vijana, wanaume na wanawake na huduma kwa jamii.",
    lead: "Jinsi tunavyoishi imani yetu pamoja: shuhuda za Waquaker, huduma kwa kila rika na huduma kwa majirani zetu.",
    testimoniesTitle: "Shuhuda za Waquaker",
    testimoniesIntro:
      "Marafiki hawana kanuni ya imani iliyoandikwa. Badala yake, imani yetu huonekana katika jinsi tunavyoishi, yaani katika shuhuda:",
    testimonies: [
      {
        title: "Usahili",
        text: "Kuweka maisha yetu bila msongamano na ziada ili tumsikilize Mungu na tusikilizane.",
      },
      {
        title: "Amani",
        text: "Kukataa vurugu na kufanya kazi ya upatanisho, kuanzia nyumbani hadi mataifa.",
      },
      {
        title: "Uadilifu",
        text: "Kuishi kweli moja katika kila sehemu ya maisha: maneno na matendo yetu yanakubaliana.",
      },
      { title: "Jumuiya", text: "Kusaidiana katika familia ya imani ambapo kila sauti ina thamani." },
      { title: "Usawa", text: "Kuona kile cha Mungu ndani ya kila mtu, bila kujali asili yake." },
      {
        title: "Ufunuo Unaoendelea",
        text: "Kuamini kwamba Mungu bado anasema leo, kwa kila mmoja wetu na kwa mkutano uliokusanyika.",
      },
    ],
    ministriesTitle: "Huduma Zetu",
    ministries: {
      youth: {
        title: "Huduma ya Vijana",
        meta: "Miaka 12-25 · Jumapili saa 12:30 jioni - 2:00 usiku, saa za Buffalo",
        features: [
          "Kujifunza Biblia na majadiliano",
          "Kikundi cha muziki na sifa",
          "Ulezi na msaada wa kazi za shule",
          "Miradi ya huduma na safari",
        ],
      },
      mens: {
        title: "Huduma ya Wanaume",
        meta: "Miaka 18 na zaidi · Jumamosi saa 2:00 - 3:30 asubuhi, saa za Buffalo",
        features: [
          "Ushirika wa kifungua kinywa",
          "Kujifunza Maandiko",
          "Wenzi wa maombi",
          "Kusaidia familia kwa matengenezo na kuhama",
        ],
      },
      womens: {
        title: "Huduma ya Wanawake",
        meta: "Jumatano saa 1:00 - 2:30 usiku, saa za Buffalo",
        features: [
          "Kikundi cha maombi",
          "Kujifunza Biblia",
          "Kuwatunza mama wapya na wagonjwa",
          "Mafungo ya wanawake",
        ],
      },
    },
    learnMore: "Jifunze Zaidi",
    learnMoreAbout: "Jifunze zaidi kuhusu {{ministry}}",
    details: "Ukurasa wa huduma",
    outreachTitle: "Huduma kwa Jamii",
    outreachIntro: "Tunawatumikia majirani zetu huko Buffalo na washirika wetu nje ya nchi.",
    outreach: [
      {
        title: "Maendeleo ya watoto",
        text: "Pamoja na Watoto Bright Futures tunafundisha, kulea na kuwaandaa watoto wakimbizi na wahamiaji kwa shule.",
      },
      {
        title: "Kituo cha misheni Kongo",
        text: "Kituo cha Misheni Tumaini huko Kivu Kusini huleta elimu ya amani, uponyaji wa majeraha ya moyo na maji safi.",
      },
      {
        title: "Huduma ya chakula ya mtaani",
        text: "Kila mwezi tunapanga na kugawa vyakula kwa majirani wanaopitia magumu.",
      },
      {
        title: "Uwezeshaji wa kifedha",
        text: "Warsha za kupanga bajeti, vikundi vya kuweka akiba na hatua za kwanza za biashara ndogo.",
      },
    ],
    outreachLink: "Zaidi kuhusu huduma yetu kwa jamii",
    visitTitle: "Pata nafasi yako",
    visitText: "Njia bora ya kuanza ni kujiunga nasi Jumapili, au kutueleza kinachokuvutia.",
    contact: "Wasiliana nasi",
    visit: "Tembelea ana kwa ana",
  },
  ministry: {
    who: "Nani",
    when: "Lini",
    where: "Wapi",
    whereValue: "Kanisa la Marafiki Amani, 245 Friendship Avenue",
    activitiesTitle: "Tunachofanya",
    joinTitle: "Shiriki",
    joinText: "Njoo wiki yoyote, au tutumie ujumbe na kiongozi atawasiliana nawe.",
    join: "Wasiliana na kiongozi wa huduma",
    events: "Tazama matukio yajayo",
    all: "Huduma zote",
    youth: {
      metaDescription:
        "Huduma ya vijana katika Kanisa la Marafiki Amani, Buffalo, NY: miaka 12-25, Jumapili saa 12:30 jioni hadi 2:00 usiku. Kujifunza Biblia, muziki, ulezi na huduma.",
      lead: "Mahali ambapo vijana huuliza maswali makubwa, hupiga muziki, hutumika na huwa sehemu ya familia.",
      who: "Miaka 12-25",
      when: "Jumapili saa 12:30 jioni - 2:00 usiku",
      about:
        "Vijana wetu hukutana Jumapili jioni baada ya ibada. Wengi wanakua kati ya tamaduni mbili na lugha mbili; pamoja wanachunguza imani, wanashiriki milo, wanapiga muziki na kusaidiana katika shule, kazi na maisha ya familia.",
      activities: [
        "Kujifunza Biblia na majadiliano huru kwa Kiingereza na Kiswahili",
        "Kikundi cha sifa cha vijana: kuimba, ngoma na kinanda",
        "Ulezi, msaada wa kazi za shule na maombi ya vyuo",
        "Miradi ya huduma Buffalo na safari ya kiangazi",
        "Usiku wa michezo na milo ya pamoja",
      ],
    },
    mens: {
      metaDescription:
        "Huduma ya wanaume katika Kanisa la Marafiki Amani, Buffalo, NY: wanaume wenye miaka 18 na zaidi, Jumamosi saa 2:00 hadi 3:30 asubuhi. Kifungua kinywa, Maandiko na maombi.",
      lead: "Wanaume wakikua katika imani, urafiki na huduma, juu ya kifungua kinywa Jumamosi asubuhi.",
      who: "Wanaume wenye miaka 18 na zaidi",
      when: "Jumamosi saa 2:00 - 3:30 asubuhi",
      about:
        "Kila Jumamosi asubuhi wanaume wa kanisa hushiriki kifungua kinywa, hujifunza Maandiko na huombeana. Pia tunafanya kazi kwa mikono yetu: kusaidia familia kuhama, kukarabati nyumba na kuwasaidia wageni wanapoanza maisha Buffalo.",
      activities: [
        "Ushirika wa kifungua kinywa kila Jumamosi",
        "Kujifunza Biblia kuhusu imani, kazi na familia",
        "Wenzi wa maombi na uwajibikaji",
        "Msaada wa vitendo kwa familia: kuhama, matengenezo na usafiri",
      ],
    },
    womens: {
      metaDescription:
        "Huduma ya wanawake katika Kanisa la Marafiki Amani, Buffalo, NY: Jumatano saa 1:00 hadi 2:30 usiku. Maombi, kujifunza na kutunzana.",
      lead: "Wanawake wakisaidiana katika maombi, kujifunza na kutunzana katika kila kipindi cha maisha.",
      who: "Wanawake wote",
      when: "Jumatano saa 1:00 - 2:30 usiku",
      about:
        "Ikiongozwa na Esther Mwangi, huduma ya wanawake hukutana Jumatano jioni kwa maombi na kujifunza Biblia. Tunawatunza mama wapya, tunawatembelea wagonjwa na walio wapweke, na kila mwaka tunafanya mafungo ya wikendi ya kupumzika na kufanywa upya.",
      activities: [
        "Kikundi cha maombi na kujifunza Biblia siku ya Jumatano",
        "Milo na matembezi kwa mama wapya na wagonjwa",
        "Vikundi vya kushona na kupika",
        "Mafungo ya kila mwaka ya wanawake",
      ],
    },
  },
  outreach: {
    metaDescription:
      "Huduma kwa jamii ya Kanisa la Marafiki Amani, Buffalo, NY: kampeni ya kurudi shuleni, warsha ya haki za wahamiaji, washirika wa misheni Kongo na Buffalo, na njia za kushiriki.",
    lead: "Imani kwa vitendo: kuwatumikia majirani zetu Buffalo na washirika wetu duniani kote.",
    programsTitle: "Programu za Buffalo",
    programs: [
      {
        title: "Kampeni ya Kurudi Shuleni",
        when: "Kila Agosti",
        text: "Tunakusanya mikoba, madaftari na makoti ya baridi ili kila mtoto aanze mwaka wa shule akiwa tayari kujifunza.",
      },
      {
        title: "Warsha ya Haki za Wahamiaji",
        when: "Mara mbili kwa mwaka",
        text: "Mawakili wa kujitolea hueleza haki, hali ya uhamiaji na makaratasi kwa Kiswahili, Kifaransa na Kiingereza, pamoja na maswali ya mtu mmoja mmoja baadaye.",
      },
      {
        title: "Huduma ya Chakula",
        when: "Kila mwezi",
        text: "Wajitolea hupanga na kugawa vyakula kwa familia zinazopitia magumu, bila maswali.",
      },
    ],
    partnersTitle: "Washirika Wetu",
    partners: [
      {
        title: "Kituo cha Misheni Tumaini",
        kind: "Mshirika wa misheni katika Jamhuri ya Kidemokrasia ya Kongo",
        text: "Elimu ya amani, uponyaji wa majeraha ya moyo, maji safi na Biblia za Kiswahili kwa familia za Kivu Kusini.",
      },
      {
        title: "Watoto Bright Futures",
        kind: "Mshirika wa maendeleo ya watoto",
        text: "Ada za shule, vifaa, masomo ya ziada na ulezi kwa watoto wakimbizi na wahamiaji.",
      },
      {
        title: "Ushirika wa Marafiki wa Niagara Frontier",
        kind: "Mshirika wa Waquaker",
        text: "Marafiki wa magharibi mwa New York ambao tunafanya nao mikusanyiko na kushuhudia kwa ajili ya amani na haki.",
      },
    ],
    involvedTitle: "Njia za Kushiriki",
    involved: [
      "Jitolee katika huduma ya chakula ya kila mwezi",
      "Changia vifaa vya shule mwezi Agosti",
      "Mfundishe mtoto Kiingereza, Kiswahili au hesabu",
      "Toa kwa mfuko wa Misheni au Msaada kwa Wakimbizi",
      "Waombee washirika wetu kila Jumapili",
    ],
    volunteer: "Jitolee pamoja nasi",
    give: "Changia huduma kwa jamii",
  },
};
