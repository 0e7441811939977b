@_exported import QuartzCore
// PlaygroundCore is imported only by the files that build on its compositional engine
// (CollectionView/Compositional/), never
// re-exported: its IndexPath, NSCollectionLayout* and AffineTransform would clash with the user's.
