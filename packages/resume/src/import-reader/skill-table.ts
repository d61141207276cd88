import { partsText } from './plain-items';
import type { SourceLine } from './types';

/** A skills table's head: the group's column, then the items' ('Kategoria' | 'Technologie', 'Category' | 'Tools'). */
const GROUP_HEAD = /^(?:category|categories|kategorie|kategoria|categoría|categoria|catégorie|area|bereich|type)$/iu;
const ITEMS_HEAD =
  /^(?:skills?|tools|technolog(?:y|ies|ie|ia|ias|ías)|kenntnisse|fähigkeiten|umiejętności|narzędzia|competencias|herramientas|compétences|outils|competenze|strumenti|competências|ferramentas)$/iu;

/**
 * A skills table under its head row ('Kategoria' | 'Technologie', then 'Frameworki' | 'Spring Boot' | 'Hibernate', a
 * Notion page's): the head read as nothing, each row's first cell the label of the items beside it (given its colon,
 * as a label typed so is read).
 */
export function skillTableRows(lines: readonly SourceLine[]): { lines: SourceLine[]; head?: SourceLine } {
  const head = lines.find(
    (l) =>
      l.box.page > 0 &&
      l.parts.length === 2 &&
      GROUP_HEAD.test(l.parts[0]!.text.trim()) &&
      ITEMS_HEAD.test(l.parts[1]!.text.trim()),
  );
  if (!head) return { lines: [...lines] };
  const [group, items] = head.parts as [SourceLine['parts'][number], SourceLine['parts'][number]];
  const row = (l: SourceLine) =>
    l.box.page === head.box.page &&
    l.box.y > head.box.y &&
    l.parts.length >= 2 &&
    Math.abs(l.parts[0]!.x - group.x) < 2 &&
    l.parts[1]!.x > items.x - l.size * 2 &&
    !/[:：]\s*$/u.test(l.parts[0]!.text);
  return {
    head,
    lines: lines
      .filter((l) => l !== head)
      .map((l) => {
        if (!row(l)) return l;
        const parts = [{ ...l.parts[0]!, text: `${l.parts[0]!.text.trim()}:` }, ...l.parts.slice(1)];
        return { ...l, parts, text: partsText(parts) };
      }),
  };
}
