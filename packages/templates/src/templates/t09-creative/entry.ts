import { ONE, defineTemplate } from '../../entry';

export default defineTemplate({
  id: 't09-creative',
  name: 'Creative',
  category: 'creative',
  preview: { file: 'creative-preview.jpeg', width: 800, height: 1000 },
  columns: ONE,
});
