import { memo } from 'react';
import { parseMarkup, type MarkupNode } from '@resumey/resume';

const TAGS = { bold: 'strong', italic: 'em', underline: 'u' } as const;

function Nodes({ nodes }: { nodes: MarkupNode[] }) {
  return (
    <>
      {nodes.map((node, i) => {
        if (node.type === 'text') return node.text;
        const Tag = TAGS[node.type];
        return (
          <Tag key={i} className={node.type === 'bold' ? 'font-semibold text-gray-900' : undefined}>
            <Nodes nodes={node.children} />
          </Tag>
        );
      })}
    </>
  );
}

/** Bullet markup (**bold**, *italic*, __underline__) as React elements, never as an HTML string (DESIGN.md decision 10). */
export const Markup = memo(function Markup({ text }: { text: string }) {
  return <Nodes nodes={parseMarkup(text)} />;
});
