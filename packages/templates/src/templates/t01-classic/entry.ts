import { ONE, defineTemplate } from '../../entry';

export default defineTemplate({
  id: 't01-classic',
  name: 'Classic',
  category: 'classic',
  preview: { file: 'classic-preview.jpeg', width: 800, height: 1100 },
  columns: ONE,
});
