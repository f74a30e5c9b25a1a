import { createHash } from 'node:crypto';

// A fixed namespace keeps the ids of the sample models apart from any other name-based UUIDs.
const namespace = Buffer.from('af99077555374df79ac2499855776e61', 'hex');
// IFC's own base-64 alphabet (not RFC 4648): digits first, then upper and lower case, then _ and $.
const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$';

/**
 * The IFC GlobalId of a stable name: a name-based UUID (version 5, RFC 9562) in IFC's 22-character
 * form, so a model written twice, or revised, keeps the ids of the objects it keeps.
 */
export function ifcGlobalId(name: string): string {
  const bytes = createHash('sha1').update(namespace).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  // 128 bits as one 2-bit digit followed by 21 six-bit digits.
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let id = '';
  for (let digit = 0; digit < 22; digit++) {
    id = alphabet[Number(value & 63n)]! + id;
    value >>= 6n;
  }
  return id;
}
