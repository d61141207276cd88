import type { LanguagePack } from './pack';

const STOPWORDS = `a about above after again all also am an and any are as at be because been before being below
between both but by can could did do does doing down during each either etc few for from further had has have having
he her here hers him his how i if in into is it its itself just may me might more most must my no nor not now of off
on once only or other our ours out over own per same shall she should so some such than that the their theirs them
then there these they this those through to too under until up upon us very via was we were what when where which
while who whom why will with within without would you your yours yourself able across ability strong solid good
great excellent deep proven new plus well like including include includes using use used work working day days
team teams role company customers clients people join help make build building our we're you'll you're we'll it's
year years experience experienced knowledge understanding familiarity proficiency expertise skills skill`;

/** English plurals to the singular: 'databases' -> 'database', 'policies' -> 'policy', 'processes' -> 'process'. */
export function stemEnglish(word: string): string {
  if (word.length < 4) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(?:ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

export const ENGLISH: LanguagePack = {
  code: 'en',
  stopwords: new Set(STOPWORDS.split(/\s+/)),
  stem: stemEnglish,
  headings: {
    required:
      /\b(requirements?|qualifications?|what you(?:'ll)? (?:bring|need|have)|must[- ]haves?|who you are|about you|your profile|you have|you bring|we(?:'re| are) looking for|what we look for|skills(?: and experience)?|experience|minimum|basic|required|what it takes|you should have|ideal candidate)\b/i,
    preferred:
      /\b(it(?:'s| is) a (?:big )?plus|nice[- ]to[- ]haves?|bonus(?: points)?|preferred|desired|desirable|pluses|plus points|would be great|extra credit|good to have|not required|even better|ideally|a plus)\b/i,
    ignored:
      /\b(benefits|perks|what we offer|we offer|why (?:join|work)|about (?:us|the company|the team|[a-z]+)|who we are|our (?:company|mission|culture|values|story)|compensation|salary|pay range|how to apply|equal (?:opportunity|employment)|diversity|inclusion statement|location|working hours)\b/i,
    neutral:
      /\b(responsibilities|what you(?:'ll)? do|your (?:role|tasks|mission)|the role|duties|day to day|in this role|your impact|what you will do)\b/i,
  },
  headingLead: /(?:(?:your|our|the|key|core|main|minimum|basic|preferred|required|additional|desired|some|and|&)\s+)+/,
  cues: {
    preferred:
      /\b(nice[- ]to[- ]have|(?:is|are|would be|as) an? (?:big |huge |strong |real )?(?:plus|bonus|advantage)|bonus(?: points)?|preferred|preferably|ideally|desirable|desired|advantageous|beneficial|would be great|good to have|not required|optional|a plus)\b/i,
    required: /\b(required|requires|must|mandatory|essential|need to have|needs to have|minimum|is a must)\b/i,
  },
  years:
    /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen)\s*\+?\s*(?:(?:-|–|to)\s*\d{1,2}\s*\+?\s*)?(?:years?|yrs?)\b/i,
  yearsContext:
    /\b(experience|experienced|professional|industry|track record|working|in a similar role|in (?:a|an) [a-z]+ role|hands-on)\b/i,
  numberWords: {
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    twelve: 12,
    fifteen: 15,
  },
  phraseCue:
    /\b(?:experience (?:with|in|using|of|building|designing)|knowledge of|familiarity with|familiar with|proficiency (?:in|with)|proficient (?:in|with)|expertise in|skilled in|understanding of|background in|hands-on (?:experience )?with|worked with|exposure to|fluent in|certified in)\s+/gi,
};
