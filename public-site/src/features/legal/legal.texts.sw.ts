import type { Translation } from "@church/ui-kit";
import type { legalEn } from "./legal.texts.en.ts";

/** Swahili texts of the privacy, terms and cookie pages (namespace "site-legal"). */
export const legalSw: Translation<typeof legalEn> = {
  updated: "Ilisasishwa mara ya mwisho: {{date}}",
  contents: "Kwenye ukurasa huu",
  questions:
    "Una maswali kuhusu sera hii? Wasiliana nasi kupitia {{email}} au {{phone}}, au tuandikie kwa {{address}}.",
  privacy: {
    metaDescription:
      "Jinsi Kanisa la Marafiki Amani huko Buffalo, NY linavyokusanya, kutumia na kulinda taarifa zako binafsi kwenye tovuti hii.",
    intro:
      'Kanisa la Marafiki Amani ("kanisa", "sisi") linaheshimu faragha yako. Sera hii inaeleza taarifa tunazokusanya kupitia tovuti hii, kwa nini tunazikusanya, na chaguo ulizonazo.',
    sections: [
      {
        title: "Taarifa unazotupa",
        paragraphs: ["Tunakusanya taarifa unazochagua kututumia kupitia fomu za tovuti hii:"],
        list: [
          "Ujumbe wa mawasiliano: jina lako, barua pepe, namba ya simu (si lazima), mada na ujumbe.",
          "Kujiandikisha kwa jarida: jina lako, barua pepe na lugha unayopendelea.",
          "Maombi ya miadi: jina lako, njia za mawasiliano, tarehe na saa unazopendelea na lengo la mkutano.",
          "Usajili wa matukio: jina lako, barua pepe, namba ya simu (si lazima) na maelezo kama mahitaji ya chakula au ufikivu.",
          "Sadaka: jina lako, barua pepe, kiasi, mfuko na ujumbe (si lazima). Taarifa za kadi hushughulikiwa na mtoa huduma wetu wa malipo na kanisa halizihifadhi kamwe.",
          "Msaidizi wa mazungumzo: maswali unayoandika, ili kuyajibu.",
        ],
      },
      {
        title: "Taarifa zinazokusanywa kiotomatiki",
        paragraphs: [
          "Seva yetu huhifadhi kumbukumbu fupi za kiufundi (kama anwani ya IP, aina ya kivinjari na ukurasa ulioombwa) ili tovuti iwe salama na ifanye kazi. Kumbukumbu hizi hufutwa baada ya siku 30.",
          "Ukikubali vidakuzi vya takwimu tu, tunahesabu kurasa zinazotembelewa ili kuboresha tovuti. Hesabu hizi huhifadhiwa kwenye seva yetu wenyewe na hazishirikiwi na watangazaji. Tazama Sera yetu ya Vidakuzi kwa maelezo zaidi.",
        ],
      },
      {
        title: "Jinsi tunavyotumia taarifa zako",
        list: [
          "Kujibu ujumbe na maombi ya miadi na kutoa huduma ya kichungaji.",
          "Kukutumia jarida uliloomba; kila barua pepe ina kiungo cha kujiondoa.",
          "Kupanga matukio na kukujulisha mabadiliko ya matukio uliyojiandikisha.",
          "Kushughulikia sadaka na kutuma risiti kwa ajili ya kodi.",
          "Kuiweka tovuti salama na kuiboresha.",
        ],
        after: ["Hatuuzi, hatukodishi wala hatubadilishani taarifa zako binafsi kamwe."],
      },
      {
        title: "Tunaoshirikiana nao",
        paragraphs: [
          "Taarifa zako huonwa tu na wafanyakazi na wajitolea wa kanisa wanaozihitaji kwa lengo ulilozitolea, kwa mfano mchungaji kwa maombi ya miadi. Tunatumia watoa huduma wachache wanaoaminika (uhifadhi wa tovuti, utumaji wa barua pepe na malipo) ambao wanaweza kushughulikia taarifa kwa niaba yetu ili kutoa huduma yao tu. Tunaweza kutoa taarifa sheria inapotutaka kufanya hivyo.",
        ],
      },
      {
        title: "Muda tunaozihifadhi",
        list: [
          "Ujumbe wa mawasiliano, maombi ya miadi na usajili wa matukio: hadi miaka miwili.",
          "Kumbukumbu za sadaka: miaka saba, kama inavyotakiwa kwa kumbukumbu za kodi.",
          "Usajili wa jarida: hadi utakapojiondoa.",
          "Takwimu: hesabu za kurasa tu, bila taarifa binafsi.",
        ],
      },
      {
        title: "Watoto",
        paragraphs: [
          "Tovuti hii haikulengwa kwa watoto walio chini ya miaka 13 na hatukusanyi taarifa zao binafsi mtandaoni kwa makusudi. Ukiamini kwamba mtoto ametutumia taarifa, tafadhali wasiliana nasi nasi tutazifuta.",
        ],
      },
      {
        title: "Chaguo na haki zako",
        paragraphs: [
          "Unaweza kuomba kuona, kusahihisha au kufuta taarifa binafsi tulizonazo kukuhusu, na unaweza kujiondoa kwenye barua pepe wakati wowote. Unaweza kubadilisha chaguo lako la vidakuzi wakati wowote kupitia kiungo cha Mipangilio ya Vidakuzi chini ya kila ukurasa.",
        ],
      },
      {
        title: "Usalama",
        paragraphs: [
          "Tovuti inatumia miunganisho iliyosimbwa (HTTPS). Akaunti za wafanyakazi zinalindwa kwa nywila imara na uthibitisho wa hatua mbili, na ufikiaji wa taarifa binafsi umewekewa mipaka kwa wale wanaozihitaji tu. Hakuna njia ya kutuma taarifa kwenye intaneti iliyo salama kabisa, lakini tunajitahidi sana kulinda taarifa zako.",
        ],
      },
      {
        title: "Mabadiliko ya sera hii",
        paragraphs: [
          "Tukibadilisha sera hii tutaweka toleo jipya hapa pamoja na tarehe mpya. Mabadiliko makubwa pia yatatangazwa kwenye jarida.",
        ],
      },
    ],
  },
  terms: {
    metaDescription: "Masharti ya matumizi ya tovuti ya Kanisa la Marafiki Amani huko Buffalo, NY.",
    intro:
      "Karibu kwenye tovuti ya Kanisa la Marafiki Amani. Kwa kutumia tovuti hii unakubali masharti haya. Kama hukubali, tafadhali usitumie tovuti hii.",
    sections: [
      {
        title: "Kutumia tovuti hii",
        paragraphs: [
          "Unaweza kutumia tovuti hii kujifunza kuhusu kanisa, kushiriki katika maisha yake na kuwasiliana nasi. Tafadhali itumie kwa mujibu wa sheria na kwa heshima.",
        ],
        list: [
          "Usitume barua taka, maudhui ya matusi au yasiyo halali kupitia fomu au mazungumzo.",
          "Usijaribu kuingia bila ruhusa kwenye tovuti, eneo la wafanyakazi au data zake.",
          "Usitumie zana za kiotomatiki kunakili sehemu kubwa za tovuti au kuilemea.",
        ],
      },
      {
        title: "Maudhui yetu",
        paragraphs: [
          "Mahubiri, makala, picha na maudhui mengine kwenye tovuti hii ni mali ya kanisa au ya waandishi wake. Unakaribishwa kuyashiriki kwa matumizi binafsi yasiyo ya kibiashara mradi utaje Kanisa la Marafiki Amani na kuweka kiungo cha tovuti hii. Video zinazohifadhiwa na huduma nyingine pia ziko chini ya masharti ya huduma hizo.",
        ],
      },
      {
        title: "Sadaka na michango",
        paragraphs: [
          "Sadaka zinazotolewa kupitia tovuti hii ni michango ya hiari kwa kanisa. Sadaka zilizoelekezwa hutumika kwa mfuko unaouchagua pale inapowezekana; kanisa linaweza kuzitumia kwa huduma yake ya jumla mahitaji ya mfuko yakishatimizwa. Kwa kawaida sadaka hazirudishwi, lakini ukifanya kosa tafadhali wasiliana na ofisi ndani ya siku 30 nasi tutalirekebisha. Risiti hutumwa kwa barua pepe unayotoa.",
        ],
      },
      {
        title: "Matukio na usajili",
        paragraphs: [
          "Maelezo ya matukio yanaweza kubadilika. Tukio likijaa, usajili zaidi huwekwa kwenye orodha ya kusubiri. Tafadhali tujulishe ikiwa hutaweza kuhudhuria ili mtu mwingine achukue nafasi yako.",
        ],
      },
      {
        title: "Ujumbe na msaidizi wa mazungumzo",
        paragraphs: [
          "Tunasoma kila ujumbe lakini hatuwezi kuahidi kujibu yote. Msaidizi wa mazungumzo hutoa taarifa za jumla kuhusu kanisa na anaweza kukosea; si ushauri wa kitaalamu, wa kitabibu, wa kisheria wala wa dharura. Katika hali ya dharura, piga 911.",
        ],
      },
      {
        title: "Viungo vya tovuti nyingine",
        paragraphs: [
          "Tovuti hii ina viungo vya tovuti nyingine, kama za washirika wetu, ramani na huduma za video. Hatuwajibiki kwa maudhui yao wala desturi zao za faragha.",
        ],
      },
      {
        title: "Kanusho na kikomo cha dhima",
        paragraphs: [
          'Tunajitahidi kuiweka tovuti hii sahihi na ipatikane, lakini inatolewa "kama ilivyo" bila dhamana yoyote. Kwa kiwango kinachoruhusiwa na sheria, kanisa haliwajibiki kwa hasara yoyote inayotokana na matumizi ya tovuti hii.',
        ],
      },
      {
        title: "Sheria inayotumika",
        paragraphs: ["Masharti haya yanaongozwa na sheria za Jimbo la New York, Marekani."],
      },
      {
        title: "Mabadiliko ya masharti haya",
        paragraphs: [
          "Tunaweza kusasisha masharti haya mara kwa mara. Tarehe iliyo juu inaonyesha toleo la hivi karibuni.",
        ],
      },
    ],
  },
  cookies: {
    metaDescription:
      "Vidakuzi na hifadhi ya ndani ambavyo tovuti ya Kanisa la Marafiki Amani hutumia, na jinsi ya kudhibiti chaguo lako.",
    intro:
      "Vidakuzi ni faili ndogo ambazo tovuti huhifadhi kwenye kivinjari chako. Tovuti hii pia hutumia hifadhi ya ndani ya kivinjari chako kwa njia inayofanana. Tunapunguza matumizi yake kwa kiwango cha chini na hatutumii kamwe vidakuzi vya matangazo.",
    sections: [
      {
        title: "Vya lazima (vinatumika kila wakati)",
        paragraphs: ["Hivi vinahitajika ili tovuti ifanye kazi na haviwezi kuzimwa:"],
        list: [
          "church-language (hifadhi ya ndani): hukumbuka Kiingereza au Kiswahili. Hudumu hadi utakapokifuta.",
          "church-cookie-consent (hifadhi ya ndani): hukumbuka chaguo lako la vidakuzi na wakati ulipolifanya. Hudumu siku 180, kisha tunauliza tena.",
          "Vidakuzi vya kuingia kwa wafanyakazi (kwa wafanyakazi wa kanisa wanaoingia tu): huweka kipindi cha wafanyakazi salama. Huisha kipindi kinapoisha.",
        ],
      },
      {
        title: "Takwimu (kwa idhini yako tu)",
        paragraphs: [
          "Ukichagua Kubali Vyote, au ukiwasha takwimu katika Mapendeleo ya Vidakuzi, tunahesabu kurasa unazotembelea. Hesabu hutumwa kwenye seva yetu wenyewe na hesabu fupi ya kila siku huhifadhiwa kwenye kivinjari chako (church-page-visits, siku 30). Hatutumii huduma za takwimu za watu wengine na hakuna kinachoshirikiwa na watangazaji.",
        ],
      },
      {
        title: "Video, ramani na tovuti nyingine",
        paragraphs: [
          "Video kwenye tovuti hii hutoka YouTube, lakini hakuna kinachopakiwa kutoka YouTube hadi ubonyeze cheza. Ukifanya hivyo, video huchezwa katika hali ya faragha iliyoimarishwa ya YouTube; kisha sera za YouTube zenyewe hutumika. Viungo vya ramani, kalenda na tovuti za washirika hufungua tovuti hizo, ambazo zina vidakuzi vyake.",
        ],
      },
      {
        title: "Kudhibiti chaguo lako",
        paragraphs: [
          "Unaweza kubadilisha chaguo lako wakati wowote kupitia kiungo cha Mipangilio ya Vidakuzi chini ya kila ukurasa. Pia unaweza kufuta vidakuzi na data ya tovuti katika mipangilio ya kivinjari chako. Chaguo lako hukumbukwa kwa siku 180.",
        ],
      },
    ],
    manage: "Fungua Mipangilio ya Vidakuzi",
  },
};
