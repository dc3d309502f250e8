import { Navigate, useLocation } from 'react-router';

/** '/clients': the former address of the client list, kept as an alias of '/' (query string kept). */
export default function ClientsRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/${search}`} replace />;
}
