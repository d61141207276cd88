import { SIDEBAR, defineTemplate } from '../../entry';

export default defineTemplate({
  id: 't18-data-scientist',
  name: 'Data Scientist',
  category: 'technical',
  preview: { file: 'data-scientist-preview.jpeg', width: 800, height: 1000 },
  columns: SIDEBAR,
});
