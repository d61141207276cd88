import { formatLetterDate, letterParagraphs, recipientLines, type CoverLetter } from '@resumey/resume';
import { useResumeLanguage } from './language';
import { Markup } from './Markup';

/**
 * A cover letter's text in the template's main column, in reading order (what pdf.js and poppler read back): date,
 * recipient, subject, greeting, paragraphs, closing and signature. Sizes and colours come from the template's sheet
 * (its font, line spacing and --accent); logical alignment follows the resume's direction.
 */
export function LetterBody({ letter }: { letter: CoverLetter }) {
  const language = useResumeLanguage();
  const to = recipientLines(letter);
  return (
    <div data-letter-body="" className="mt-8 flex flex-col text-[10.5pt] text-gray-800">
      {letter.date ? (
        <p data-letter="date" className="m-0 text-end text-gray-600">
          {formatLetterDate(letter.date, language)}
        </p>
      ) : null}
      {to.length ? (
        <address data-letter="recipient" className="mt-4 not-italic">
          {to.map((line, i) => (
            <span key={i} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : null}
      {letter.subject.trim() ? (
        <p data-letter="subject" className="m-0 mt-6 font-semibold text-(--accent-ink)">
          {letter.subject.trim()}
        </p>
      ) : null}
      {letter.greeting.trim() ? (
        <p data-letter="greeting" className="m-0 mt-5">
          {letter.greeting.trim()}
        </p>
      ) : null}
      {letterParagraphs(letter).map((paragraph, i) => (
        <p key={i} data-letter="paragraph" className="m-0 mt-[0.8lh] whitespace-pre-line">
          <Markup text={paragraph.trim()} />
        </p>
      ))}
      {letter.closing.trim() || letter.signature.trim() ? (
        <div data-letter="closing" className="mt-[1.2lh] break-inside-avoid">
          {letter.closing.trim() ? <p className="m-0">{letter.closing.trim()}</p> : null}
          {letter.signature.trim() ? (
            <p className="m-0 mt-[1.6lh] font-semibold text-gray-900">{letter.signature.trim()}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
