import { SIDEBAR, defineTemplate } from '../../entry';

export default defineTemplate({
  id: 't06-two-column',
  name: 'Two Column',
  category: 'modern',
  preview: { file: 'two-column-preview.jpeg', width: 900, height: 1000 },
  columns: SIDEBAR,
});
