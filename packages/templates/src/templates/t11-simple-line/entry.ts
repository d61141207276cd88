import { ONE, defineTemplate } from '../../entry';

export default defineTemplate({
  id: 't11-simple-line',
  name: 'Simple Line',
  category: 'creative',
  preview: { file: 'simple-line-preview.jpeg', width: 800, height: 1000 },
  columns: ONE,
});
