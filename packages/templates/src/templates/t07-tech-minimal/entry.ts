import { ONE, defineTemplate } from '../../entry';

export default defineTemplate({
  id: 't07-tech-minimal',
  name: 'Tech Minimal',
  category: 'technical',
  preview: { file: 'tech-minimal-preview.jpeg', width: 800, height: 1000 },
  columns: ONE,
});
