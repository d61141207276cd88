import { ONE, defineTemplate } from '../../entry';

export default defineTemplate({
  id: 't21-sample1',
  name: 'Sample 1',
  category: 'classic',
  preview: { file: 'sample1-preview.jpeg', width: 800, height: 1000 },
  columns: ONE,
});
