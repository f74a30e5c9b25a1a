import { BoxGeometry, CylinderGeometry, Group } from 'three';
import { random } from '../../../renders/stage/textures.ts';
import { canvas, texture } from '../paint.ts';
import { matte, solid } from '../parts.ts';

/**
 * A yellow folding rule of ten 20 cm limbs: `straight` of them opened out along +x from the origin,
 * the rest folded back in a stack on the last, as one lies on a floor to give a photo its scale.
 * Each limb is printed with its centimetres: millimetre ticks, black figures, every tenth in red.
 */

const limb = { length: 0.2, width: 0.016, thickness: 0.0035 };
const yellow = '#e8b923';

export function foldingRule(straight: number, seed: number): Group {
  const rule = new Group();
  const edge = matte(yellow, 0.55);
  const rivet = matte('#a7a49c', 0.35, 0.9);
  for (let index = 0; index < 10; index++) {
    const folded = index >= straight;
    const layer = folded ? index - straight + 1 : 0;
    // Folded limbs lie back and forth over the last open one, alternately turned end for end.
    const x = folded ? (straight - 0.5) * limb.length : (index + 0.5) * limb.length;
    const turned = folded && layer % 2 === 1;
    const print = matte('#ffffff', 0.5, 0, { map: limbPrint(index, seed) });
    const piece = solid(
      new BoxGeometry(limb.length - 0.002, limb.thickness, limb.width),
      [edge, edge, print, edge, edge, edge],
      [x, limb.thickness * (layer + 0.5), 0],
      [0, turned ? Math.PI : 0, 0],
    );
    rule.add(piece);
    for (const end of [-1, 1]) {
      const pin = solid(new CylinderGeometry(0.0024, 0.0024, 0.0008, 12), rivet, [end * (limb.length / 2 - 0.006), limb.thickness / 2 + 0.0002, 0]);
      piece.add(pin);
    }
  }
  return rule;
}

function limbPrint(index: number, seed: number) {
  const perCm = 52;
  const [element, context] = canvas(20 * perCm, Math.round(1.6 * perCm));
  const { width, height } = element;
  const next = random(seed + index);
  context.fillStyle = yellow;
  context.fillRect(0, 0, width, height);
  // Worn a little: darker smudges where hands hold it.
  for (let smudge = 0; smudge < 6; smudge++) {
    context.fillStyle = `rgb(120 90 20 / ${0.04 + next() * 0.05})`;
    context.beginPath();
    context.ellipse(next() * width, next() * height, 20 + next() * 60, 8 + next() * 20, 0, 0, Math.PI * 2);
    context.fill();
  }
  context.fillStyle = '#1d1b17';
  for (let mm = 1; mm < 200; mm++) {
    const tick = mm % 10 === 0 ? 0.42 : mm % 5 === 0 ? 0.3 : 0.18;
    context.fillRect((mm / 10) * perCm - 1.2, 0, 2.4, height * tick);
  }
  context.textAlign = 'center';
  context.textBaseline = 'bottom';
  context.font = `bold ${Math.round(height * 0.42)}px sans-serif`;
  for (let cm = 1; cm < 20; cm++) {
    const value = index * 20 + cm;
    context.fillStyle = value % 10 === 0 ? '#c0262b' : '#1d1b17';
    context.fillText(String(value), cm * perCm, height - 4);
  }
  return texture(element);
}
