import { ONE, defineTemplate } from '../../entry';

export default defineTemplate({
  id: 't17-product-mgr',
  name: 'Product Manager',
  category: 'technical',
  preview: { file: 'product-mgr-preview.jpeg', width: 800, height: 1000 },
  columns: ONE,
});
