import { ONE, defineTemplate } from '../../entry';

export default defineTemplate({
  id: 't02-modern-box',
  name: 'Modern Box',
  category: 'classic',
  preview: { file: 'modern-box-preview.jpeg', width: 800, height: 1000 },
  columns: ONE,
});
