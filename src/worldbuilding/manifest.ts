// What the light entry knows about the writers' feature before loading it (see
// platform/features/lazyFeature.ts). Nothing heavy may be imported here: this file is part of activation.
// Article files need no watching: everything done to them starts from a command.
import type { FeatureManifest } from '../platform/features/featureHost';

export const worldbuildingManifest: FeatureManifest = {
  chunk: 'worldbuilding',
  commandPrefixes: ['scriptorium.worldbuilding.'],
  views: [
    { id: 'scriptorium.worldbuilding', showCollapseAll: true },
    { id: 'scriptorium.worldChanges', showCollapseAll: true },
  ],
  serializers: [],
};
