// Imported for its effect: gives live cells `figure3d(…)` (see LiveCell/kit3d.ts).
import { provideKit3D } from '../LiveCell/kit3d';
import { Figure3DView } from './index';
import { Figure3D, Figure3Session } from './scene3d';

provideKit3D({ Session: Figure3Session, View: Figure3DView, isFigure: (v) => v instanceof Figure3D });
