import { churchInfo } from "../common/church-info.ts";
import { mockEndpoint } from "../common/mock-endpoint.ts";
import { chatEndpoints } from "./chat.endpoints.ts";

/** Bilingual quick answers by keyword, like the API's answers from site content without a provider. */
const quickAnswers: Array<{ keywords: RegExp; en: string; sw: string }> = [
  {
    keywords: /time|when|service|sunday|saa|lini|ibada|jumapili/i,
    en: `We worship every ${churchInfo.service.day} from ${churchInfo.service.startTime} to ${churchInfo.service.endTime}, in Swahili with English translation.`,
    sw: `Tunaabudu kila Jumapili ${churchInfo.service.hoursSw}, kwa Kiswahili pamoja na tafsiri ya Kiingereza.`,
  },
  {
    keywords: /where|address|location|direction|wapi|anwani|mahali/i,
    en: `We are at ${churchInfo.addressLine}. ${churchInfo.parking}; bus routes 8 and 20 stop nearby.`,
    sw: `Tuko ${churchInfo.addressLine}. Kuna maegesho ya bure ya magari zaidi ya 25; mabasi namba 8 na 20 husimama karibu.`,
  },
  {
    keywords: /mission|believe|quaker|friends|dhamira|imani/i,
    en: "We are a Quaker (Friends) church: we gather people of every nation to worship God, care for one another and serve our neighbours.",
    sw: "Sisi ni kanisa la Waquaker (Marafiki): tunawakusanya watu wa kila taifa kumwabudu Mungu, kutunzana na kuwatumikia majirani zetu.",
  },
];

const generic = {
  en: `I can help with service times, our location, ministries and events. For anything else, please call the pastor at ${churchInfo.pastor.phone}.`,
  sw: `Ninaweza kukusaidia kuhusu nyakati za ibada, mahali tulipo, huduma na matukio. Kwa jambo lingine lolote, tafadhali mpigie mchungaji simu kupitia ${churchInfo.pastor.phone}.`,
};

export const chatHandlers = [
  mockEndpoint(chatEndpoints.ask, ({ body }) => {
    const answer = quickAnswers.find((a) => a.keywords.test(body.message)) ?? generic;
    return { success: true, message: answer[body.language], source: "quick_response" as const };
  }),
];
