import { ONE, defineTemplate } from '../../entry';

export default defineTemplate({
  id: 't04-typographic',
  name: 'Typographic',
  category: 'classic',
  preview: { file: 'typographic-preview.jpeg', width: 800, height: 1000 },
  columns: ONE,
});
