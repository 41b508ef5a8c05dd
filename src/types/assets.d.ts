/** An image imported in code: Gatsby's webpack gives its address (a data address under 10 KB). */
declare module "*.svg" {
  const address: string;
  export default address;
}
