import { ONE, defineTemplate } from '../../entry';

export default defineTemplate({
  id: 't22-sample2',
  name: 'Sample 2',
  category: 'classic',
  preview: { file: 'sample2-preview.jpeg', width: 800, height: 1000 },
  columns: ONE,
});
