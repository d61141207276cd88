import { ONE, defineTemplate } from '../../entry';

export default defineTemplate({
  id: 't08-executive',
  name: 'Executive',
  category: 'executive',
  preview: { file: 'executive-preview.jpeg', width: 800, height: 1000 },
  columns: ONE,
});
