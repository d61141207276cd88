import { defineTemplate } from '../../entry';

export default defineTemplate({
  id: 't05-compact-one',
  name: 'Compact One',
  category: 'classic',
  preview: { file: 'compact-one-preview.jpeg', width: 800, height: 900 },
  columns: [
    { name: 'Main', sections: ['summary', 'experience', 'projects'] },
    { name: 'Foot left', sections: ['education', 'skills'] },
    { name: 'Foot right', sections: ['certifications', 'custom'] },
  ],
});
