import { SIDEBAR, defineTemplate } from '../../entry';

export default defineTemplate({
  id: 't19-designer',
  name: 'Designer',
  category: 'creative',
  preview: { file: 'designer-preview.jpeg', width: 800, height: 1000 },
  columns: SIDEBAR,
});
