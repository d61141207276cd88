import { ONE, defineTemplate } from '../../entry';

export default defineTemplate({
  id: 't20-sales-ops',
  name: 'Sales Operations',
  category: 'modern',
  preview: { file: 'sales-ops-preview.jpeg', width: 800, height: 1000 },
  columns: ONE,
});
