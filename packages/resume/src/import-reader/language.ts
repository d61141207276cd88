/**
 * The language a resume is written in (issue #35 item 8), as a BCP 47 tag of the resume languages: by its script
 * where one language has it (Japanese kana, Hangul, Thai, Greek, Devanagari, Hebrew), by the heading words it
 * uses, and by its most common small words where headings do not decide.
 */

const STOPWORDS: Record<string, string[]> = {
  en: ['the', 'and', 'of', 'to', 'in', 'for', 'with', 'on', 'a'],
  de: ['und', 'der', 'die', 'das', 'mit', 'für', 'von', 'in', 'im', 'zur'],
  fr: ['et', 'de', 'des', 'la', 'le', 'les', 'du', 'en', 'pour', 'à'],
  es: ['y', 'de', 'del', 'la', 'el', 'los', 'las', 'en', 'con', 'para'],
  it: ['e', 'di', 'del', 'della', 'il', 'la', 'per', 'con', 'in'],
  pt: ['e', 'de', 'do', 'da', 'dos', 'das', 'em', 'para', 'com', 'o', 'a'],
  nl: ['en', 'van', 'de', 'het', 'een', 'voor', 'met', 'in'],
  pl: ['i', 'w', 'z', 'na', 'do', 'dla', 'oraz'],
  sv: ['och', 'i', 'av', 'för', 'med', 'på', 'som'],
  tr: ['ve', 'bir', 'ile', 'için', 'bu'],
  id: ['dan', 'di', 'yang', 'untuk', 'dengan', 'dari'],
  vi: ['và', 'của', 'các', 'trong', 'với', 'cho'],
};

const SIMPLIFIED = /[们这来时个为说国学经验历计发员门区业东车书长]/u;
const TRADITIONAL = /[們這來時個為說國學經驗歷計發員門區業東車書長]/u;

export function detectLanguage(text: string, headingVotes: ReadonlyMap<string, number>): string {
  const count = (re: RegExp) => text.match(re)?.length ?? 0;
  const letters = count(/\p{L}/gu) || 1;
  if (count(/[\p{Script=Hiragana}\p{Script=Katakana}]/gu) > 5) return 'ja';
  if (count(/\p{Script=Hangul}/gu) > letters * 0.2) return 'ko';
  if (count(/\p{Script=Han}/gu) > letters * 0.2)
    return count(new RegExp(TRADITIONAL.source, 'gu')) > count(new RegExp(SIMPLIFIED.source, 'gu'))
      ? 'zh-Hant'
      : 'zh-Hans';
  if (count(/\p{Script=Thai}/gu) > letters * 0.2) return 'th';
  if (count(/\p{Script=Greek}/gu) > letters * 0.2) return 'el';
  if (count(/\p{Script=Devanagari}/gu) > letters * 0.2) return 'hi';
  if (count(/\p{Script=Hebrew}/gu) > letters * 0.2) return 'he';
  if (count(/\p{Script=Arabic}/gu) > letters * 0.2) return count(/[پچژگکی]/gu) > count(/[ةيك]/gu) * 0.3 ? 'fa' : 'ar';
  if (count(/\p{Script=Cyrillic}/gu) > letters * 0.2) return count(/[іїєґ]/giu) > 2 ? 'uk' : 'ru';
  const votes = new Map(headingVotes);
  for (const k of ['zh-Hans', 'zh-Hant', 'ja', 'ko', 'th', 'el', 'hi', 'he', 'ar', 'fa', 'ru', 'uk']) votes.delete(k);
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  const freq = new Map<string, number>();
  for (const w of words) freq.set(w, (freq.get(w) ?? 0) + 1);
  const scores = Object.entries(STOPWORDS).map(([lang, list]) => {
    const hits = list.reduce((n, w) => n + (freq.get(w) ?? 0), 0);
    return [
      lang,
      (hits / Math.max(1, words.length)) * 10 +
        (votes.get(lang) ?? 0) * 2 +
        (lang === 'pt' ? (votes.get('pt') ?? 0) * 0 : 0),
    ] as const;
  });
  const best = [...scores].sort((a, b) => b[1] - a[1])[0]!;
  const lang = best[1] > 0 ? best[0] : 'en';
  if (lang === 'pt') return count(PORTUGAL) > count(BRAZIL) ? 'pt-PT' : 'pt-BR';
  return lang;
}

/** Words Portugal writes one way and Brazil another ('equipa' and 'equipe', 'controlo' and 'controle'). */
const PORTUGAL =
  /(?<!\p{L})(?:contactos?|académic[oa]s?|telemóvel|equipas?|facto|planeamento|controlo|receção|registo|utilizador(?:es)?|ecrã|habilitações literárias|projecto|direcção|acção|óptim[oa])(?!\p{L})/giu;
const BRAZIL =
  /(?<!\p{L})(?:contatos?|acadêmic[oa]s?|celular|equipes?|fato|planejamento|controle|recepção|registro|usuários?|tela|ensino médio|bacharelado)(?!\p{L})/giu;
