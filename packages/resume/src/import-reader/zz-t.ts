import { companyScore, titleScore } from './lexicon';
import { assign } from './assign-pieces';
for (const t of ['Smith Lab, School of Life Sciences, Arizona State University', 'Undergraduate Research Assistant'])
  console.log(t, companyScore(t), titleScore(t));
const mk = (text: string, line: number, order: number, italic = false) => ({
  text,
  line,
  order,
  bold: !italic,
  italic,
});
console.log(
  JSON.stringify(
    assign(
      [
        mk('Undergraduate Research Assistant', 1, 0),
        mk('Smith Lab, School of Life Sciences, Arizona State University', 2, 1, true),
      ] as never,
      false,
    ),
    null,
    0,
  ),
);
import { looksLikePlace } from './contact';
console.log(
  looksLikePlace('Smith Lab, School of Life Sciences, Arizona State University'),
  looksLikePlace('Smith Lab'),
);
