// The recruiters' console at /employer (loaded on its own chunk: candidate pages never load it).
export { EmployerConsole } from './routes/employer-console.tsx';
