import { ONE, defineTemplate } from '../../entry';

export default defineTemplate({
  id: 't13-left-rule',
  name: 'Left Rule',
  category: 'modern',
  preview: { file: 'left-rule-preview.jpeg', width: 800, height: 1000 },
  columns: ONE,
});
