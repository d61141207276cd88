import { defineTemplate } from '../../entry';

export default defineTemplate({
  id: 't14-grid-focus',
  name: 'Grid Focus',
  category: 'modern',
  preview: { file: 'grid-focus-preview.jpeg', width: 800, height: 1000 },
  columns: [
    { name: 'Main', sections: ['summary', 'experience'] },
    { name: 'Cards', sections: ['projects', 'education', 'skills', 'certifications', 'custom'] },
  ],
});
