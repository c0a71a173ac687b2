export { ThemeBuilder } from './components/theme-builder.tsx';
