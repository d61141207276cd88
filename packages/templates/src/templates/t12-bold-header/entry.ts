import { ONE, defineTemplate } from '../../entry';

export default defineTemplate({
  id: 't12-bold-header',
  name: 'Bold Header',
  category: 'modern',
  preview: { file: 'bold-header-preview.jpeg', width: 800, height: 1000 },
  columns: ONE,
});
