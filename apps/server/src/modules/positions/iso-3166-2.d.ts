declare module 'iso-3166-2' {
  const iso3166: {
    data: Record<string, { name: string; sub: Record<string, { type: string; name: string }> }>;
  };
  export default iso3166;
}
