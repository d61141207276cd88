import { SIDEBAR, defineTemplate } from '../../entry';

export default defineTemplate({
  id: 't03-elegant-sidebar',
  name: 'Elegant Sidebar',
  category: 'classic',
  preview: { file: 'elegant-sidebar-preview.jpeg', width: 900, height: 1000 },
  columns: SIDEBAR,
});
