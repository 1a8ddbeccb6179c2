import Konva from 'konva';
import type { BattleMap } from '../../shared/model/map.js';
import { hexToPixel } from '../../shared/hex/index.js';
import { HEX_PIXELS, mapHexes, mapLayout } from '../battlefield/geometry.js';
import type { SceneToken } from '../battlefield/tokens.js';
import { SIDE_COLOURS } from '../battlefield/tokens.js';

/** The baseline the benchmark compares against: one Konva node per hex, nothing cached. */
export function naiveStage(container: HTMLDivElement, map: BattleMap, tokens: readonly SceneToken[]): Konva.Stage {
  const stage = new Konva.Stage({ container, width: container.clientWidth, height: container.clientHeight });
  const layer = new Konva.Layer();
  const l = mapLayout(map);
  const rotation = map.orientation === 'pointy' ? 0 : 30;
  for (const h of mapHexes(map)) {
    const p = hexToPixel(l, h);
    layer.add(new Konva.RegularPolygon({ x: p.x, y: p.y, sides: 6, radius: HEX_PIXELS, rotation, stroke: 'rgba(200,206,220,0.28)', strokeWidth: 1 }));
  }
  for (const t of tokens) {
    const p = hexToPixel(l, t.position);
    const g = new Konva.Group({ x: p.x, y: p.y, draggable: true });
    g.add(new Konva.Circle({ radius: HEX_PIXELS * 0.74, fill: '#1b1e25', stroke: SIDE_COLOURS[t.side], strokeWidth: 3 }));
    g.add(new Konva.Text({ text: t.name.slice(0, 3), fontSize: 14, fill: '#fff', offsetX: 10, offsetY: 7 }));
    layer.add(g);
  }
  stage.add(layer);
  return stage;
}
