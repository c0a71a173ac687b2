export { FormBuilderPage } from './components/form-builder-page.tsx';
