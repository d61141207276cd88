import { ONE, defineTemplate } from '../../entry';

export default defineTemplate({
  id: 't15-side-accent',
  name: 'Side Accent',
  category: 'modern',
  preview: { file: 'side-accent-preview.jpeg', width: 800, height: 1000 },
  columns: ONE,
});
