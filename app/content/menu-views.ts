import type { ViewName } from '../views/catalog.ts';
import type { ProductPageId } from './navigation.ts';

/**
 * The product view the features menu shows for each feature, and for none ('generic'). Read by the
 * prebuild, which writes the pictures into a stylesheet (app/media/views/menu-thumbnails.generated.css):
 * the menu's script then carries no picture addresses, and a picture loads only when the menu opens.
 */
export const menuViews: Record<ProductPageId | 'generic', ViewName> = {
  generic: 'dashboard',
  taskIssue: 'task-board',
  ifcViewer: 'model-viewer',
  dms: 'document-list',
  bimModel: 'model-versions',
  infoManagement: 'project-inbox',
  planManagement: 'plan-register',
  cloudSecurity: 'site-app',
};
