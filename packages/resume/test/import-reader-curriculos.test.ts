import { Document, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { fromDocx } from '../src/docx-import';
import { findDates, findPhone } from '../src/import-reader';

// A Brazilian currículo typed in Word (corpus round 15, pt-word-curriculo): the address on one line ending with its
// CEP, schools one a line with 'concluído em 2012' and 'cursando, conclusão prevista em 2025'.

describe('a Brazilian currículo', () => {
  it("reads a CEP as no phone, and Turkish 'Cep:' still as a mobile number", () => {
    expect(findPhone('CEP 01304-001')).toBeUndefined();
    expect(findPhone('Cep: 0532 123 45 67')).toBe('0532 123 45 67');
    expect(findPhone('CPF: 123.456.789-00')).toBeUndefined();
  });

  it('keeps the words of a completed or expected date with it', () => {
    expect(findDates('Graduação em Ciências Contábeis – Mackenzie – concluído em 2012')).toMatchObject({
      text: 'concluído em 2012',
      end: '2012',
    });
    expect(findDates('B.S. Biology, completed in 2019')).toMatchObject({ text: 'completed in 2019', end: '2019' });
    expect(findDates('MBA em Controladoria – FGV – cursando, conclusão prevista em 2025')).toMatchObject({
      text: 'cursando, conclusão prevista em 2025',
      asWritten: true,
    });
  });

  it('reads the address with its CEP as the place, the phone after it, and each school on its own line', async () => {
    const p = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
    const doc = new Document({
      sections: [
        {
          children: [
            p('JULIANA FERREIRA DOS SANTOS', true),
            p('Brasileira, casada, 34 anos'),
            p('Rua Augusta, 1500 – Apto 42 – Consolação – São Paulo/SP – CEP 01304-001'),
            p('Telefone: (11) 98765-4321 | E-mail: juliana.fsantos@example.com.br'),
            p('FORMAÇÃO ACADÊMICA', true),
            p('Graduação em Ciências Contábeis – Universidade Presbiteriana Mackenzie – concluído em 2012'),
            p('MBA em Gestão Financeira, Controladoria e Auditoria – FGV – cursando, conclusão prevista em 2025'),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    const { profile, education } = result.resume;
    expect([profile.phone, profile.location]).toEqual([
      '(11) 98765-4321',
      'Rua Augusta, 1500, Apto 42, Consolação, São Paulo/SP, CEP 01304-001',
    ]);
    expect(education.map((e) => [e.degree, e.school, e.endDate, e.datesText ?? ''])).toEqual([
      ['Graduação em Ciências Contábeis', 'Universidade Presbiteriana Mackenzie', '2012', ''],
      ['MBA em Gestão Financeira, Controladoria e Auditoria', 'FGV', '', 'cursando, conclusão prevista em 2025'],
    ]);
    expect(education[0]!.details).toEqual([]);
  });
});
