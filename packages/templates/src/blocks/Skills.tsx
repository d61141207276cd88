import { listComma, type SkillGroup } from './content';
import { BULLET } from './Bullets';
import { useResumeLanguage } from './language';
import { Joined, Tags, type TagStyle } from './Tags';

export interface SkillsStyle {
  /**
   * inline: 'Core: a, b, c' a line. tags: label over pills. list: label over one item a line (sidebars).
   * columns: the groups side by side. flat: every skill in one row of pills, no labels.
   */
  layout: 'inline' | 'tags' | 'list' | 'columns' | 'flat';
  tagStyle?: TagStyle;
  /** Classes of the group labels. */
  label?: string;
  separator?: string;
}

const LABEL = 'text-[0.85em] font-semibold uppercase tracking-wider text-gray-500';

/**
 * One skill a line. The marks are painted as images in print (data-print-image), so a group's label is a line of
 * its own to parsers that split a list at its bullet characters: OpenResume joins a section's lines and cuts them at
 * the bullets, so a label under the group before ran on into that group's last skill ('System Design Tools'). Each
 * line is then an item of its own, so a skill is kept on one line in print (fitTagsOnOneLine in apps/web/src/pdf).
 */
function ItemList({ items }: { items: string[] }) {
  return (
    <ul className="m-0 list-none space-y-0.5 p-0">
      {items.map((item, i) => (
        <li key={i} className="flex gap-2">
          <span aria-hidden="true" data-print-image="" className="text-(--accent)">
            {BULLET}
          </span>
          {/* data-tag: in print a skill too long for its line is set a little smaller rather than read in halves. */}
          <span className="min-w-0 flex-1">
            <span data-tag="" className="block">
              {item}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A skill group's label ('Core', 'Tools'). Not in capitals in print: a bold capitalised line of its own is what
 * resume parsers (OpenResume among them) take for a section heading, which would end the skills section there.
 */
function GroupLabel({ className, children }: { className: string; children: string }) {
  return <div className={`mb-1 ${className} print:normal-case`}>{children}</div>;
}

export function Skills({ groups, style }: { groups: SkillGroup[]; style: SkillsStyle }) {
  const language = useResumeLanguage();
  const label = style.label ?? LABEL;
  const tagStyle = style.tagStyle ?? 'badges';
  switch (style.layout) {
    case 'inline':
      return (
        <div className="space-y-0.5">
          {groups.map((g) => (
            <p key={g.key} className="m-0">
              <span className={label}>{g.label}: </span>
              <Joined items={g.items} separator={style.separator ?? listComma(language)} />
            </p>
          ))}
        </div>
      );
    case 'flat':
      return <Tags items={groups.flatMap((g) => g.items)} style={tagStyle} />;
    case 'columns':
      return (
        <div
          className="grid gap-x-6 gap-y-3"
          // At most three side by side: named groups (JSON Resume's) can add many more, which wrap onto rows.
          style={{ gridTemplateColumns: `repeat(${Math.min(groups.length, 3)}, minmax(0, 1fr))` }}
        >
          {groups.map((g) => (
            <div key={g.key} className="break-inside-avoid">
              <GroupLabel className={label}>{g.label}</GroupLabel>
              <ItemList items={g.items} />
            </div>
          ))}
        </div>
      );
    case 'list':
    case 'tags':
      return (
        <div className="space-y-2.5">
          {groups.map((g) => (
            <div key={g.key} className="break-inside-avoid">
              <GroupLabel className={label}>{g.label}</GroupLabel>
              {style.layout === 'list' ? <ItemList items={g.items} /> : <Tags items={g.items} style={tagStyle} />}
            </div>
          ))}
        </div>
      );
  }
}
