import { defineTemplate } from '../../entry';

export default defineTemplate({
  id: 't10-academic',
  name: 'Academic',
  category: 'creative',
  preview: { file: 'academic-preview.jpeg', width: 800, height: 1100 },
  columns: [
    {
      name: 'Main',
      sections: ['summary', 'education', 'experience', 'projects', 'skills', 'certifications', 'custom'],
    },
  ],
});
