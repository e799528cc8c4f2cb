// One failed dashboard section must not blank the page: it is logged and shown as a notice.
export function settledValue<T>(section: string, result: PromiseSettledResult<T>): T | null {
  if (result.status === 'fulfilled') return result.value;
  console.error(`Dashboard section "${section}" could not be loaded`, result.reason);
  return null;
}
