/** The value of `--name=value` among the script's arguments, or undefined. */
export function option(name: string, args = process.argv.slice(2)): string | undefined {
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}
