import type { LanguagePack } from './pack';

// Folded: ä -> ae, ö -> oe, ü -> ue, ß -> ss.
const STOPWORDS = `der die das den dem des ein eine einer eines einem einen und oder aber sowie sondern denn doch
auch als am an auf aus bei bis durch fuer gegen im in ins mit nach ohne seit ueber um unter von vor zu zum zur
ist sind war waren wird werden wurde wurden hat haben hatte hatten kann koennen muss muessen soll sollen sollte
moechten moechtest willst will wir ihr sie du dich dir dein deine deinen deiner ihre ihren ihrem ihres unser
unsere unseren unserem uns es sich nicht kein keine sehr gute guten gutes gut erste ersten mehr bereits idealerweise
wie was wer wo wenn dass damit dabei hier dort so noch nur jedoch sowohl bzw ca z.b etc alle allen jede jeden jeder
hast hat bringst bringen mitbringst mitbringen idealerweise erfahrung erfahrungen kenntnisse kenntnis wissen
bereich bereichen umfeld team teams arbeit arbeiten neue neuen hohe hohen sicherer sicheren sichere fundierte
fundierten fundiertes mehrjaehrige mehrjaehriger ausgepraegte ausgepraegtes vorteil`;

/**
 * Light German stemming: a female form ('Entwicklerin', 'Entwicklerinnen') and one inflection ending
 * ('Datenbanken', 'Kenntnisse', 'Projektmanagements') come off, so both sides of a comparison meet.
 */
export function stemGerman(word: string): string {
  if (word.length < 5) return word;
  if (word.length > 9 && word.endsWith('innen')) return word.slice(0, -5);
  if (word.length > 7 && word.endsWith('in') && /[^aeiou]erin$/.test(word)) return word.slice(0, -2);
  for (const ending of ['en', 'es', 'e', 'n', 's']) if (word.endsWith(ending)) return word.slice(0, -ending.length);
  return word;
}

export const GERMAN: LanguagePack = {
  code: 'de',
  stopwords: new Set(STOPWORDS.split(/\s+/)),
  stem: stemGerman,
  headings: {
    required:
      /(anforderungen|ihr profil|dein profil|profil|das bringst du mit|das bringen sie mit|was du mitbringst|was sie mitbringen|qualifikation(?:en)?|voraussetzungen|wir erwarten|das erwarten wir|was wir erwarten|muss|must[- ]haves?|wen wir suchen|du bringst mit|sie bringen mit)/i,
    preferred:
      /(wünschenswert|wuenschenswert|nice[- ]to[- ]haves?|von vorteil|pluspunkte|idealerweise|optional|bonus|wäre schön|waere schoen|kein muss|gern gesehen)/i,
    ignored:
      /(wir bieten|was wir bieten|das bieten wir|benefits|über uns|ueber uns|unser angebot|deine vorteile|ihre vorteile|wer wir sind|kontakt|bewerbung|interessiert|warum wir|unsere werte|gehalt|vergütung)/i,
    neutral:
      /(aufgaben|deine aufgaben|ihre aufgaben|das erwartet dich|das erwartet sie|tätigkeiten|deine rolle|ihre rolle|was dich erwartet|was sie erwartet)/i,
  },
  headingLead: /(?:(?:dein|deine|ihr|ihre|unser|unsere|das|was|und|&)\s+)+/,
  cues: {
    preferred:
      /(von vorteil|wünschenswert|wuenschenswert|idealerweise|ein plus|pluspunkt|nice to have|optional|gerne auch|wäre schön|kein muss|vorteilhaft|gern gesehen|willkommen|wünschen wir uns)/i,
    required:
      /(zwingend|erforderlich|vorausgesetzt|voraussetzung|\bmuss\b|mindestens|unbedingt|setzen [^.]* voraus|unabdingbar)/i,
  },
  years:
    /(?:^|[^\p{L}\d])(\d{1,2}|ein|eine|einem|zwei|drei|vier|fünf|fuenf|sechs|sieben|acht|neun|zehn)\s*\+?\s*(?:(?:-|–|bis)\s*\d{1,2}\s*)?jahre?n?\b/iu,
  yearsContext: /(erfahrung|berufserfahrung|berufspraxis|tätig|taetig|praxis)/i,
  numberWords: {
    ein: 1,
    eine: 1,
    einem: 1,
    zwei: 2,
    drei: 3,
    vier: 4,
    fünf: 5,
    fuenf: 5,
    sechs: 6,
    sieben: 7,
    acht: 8,
    neun: 9,
    zehn: 10,
  },
  phraseCue:
    /(?:erfahrung(?:en)? (?:mit|in|im)(?: bereich| umgang mit)?|kenntnisse (?:in|im|von|der|über)|know-how (?:in|im)|vertraut mit|sicherer umgang mit|expertise (?:in|im))\s+/gi,
  compoundEndings: [
    'kenntnisse',
    'kenntnis',
    'erfahrung',
    'erfahrungen',
    'wissen',
    'kompetenz',
    'kompetenzen',
    'skills',
    'faehigkeiten',
    'expertise',
  ],
};
