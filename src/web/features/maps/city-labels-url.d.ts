/** The address of the offline basemap's baked city names (scripts/city-labels-plugin.ts). */
declare module 'virtual:city-labels-url' {
  const url: string;
  export default url;
}
