import { ONE, defineTemplate } from '../../entry';

export default defineTemplate({
  id: 't16-corporate',
  name: 'Corporate',
  category: 'executive',
  preview: { file: 'corporate-preview.jpeg', width: 800, height: 1000 },
  columns: ONE,
});
