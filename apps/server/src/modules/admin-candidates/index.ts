// The recruiters' view of the site's candidates (search, profile, applications, resume files).
export { adminCandidatesRoutes } from './admin-candidates.routes.ts';
