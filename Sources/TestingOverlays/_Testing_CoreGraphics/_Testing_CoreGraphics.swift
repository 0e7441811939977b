// The cross-import overlay swift-testing declares for Apple's CoreGraphics (Testing.swiftcrossimport/CoreGraphics.swiftoverlay): a
// test file that imports both Testing and a module named CoreGraphics makes the compiler import `_Testing_CoreGraphics`, which does
// not exist off Apple's platforms. This stand-in only re-exports Testing; a test target gets it from the
// `UIKitTestingOverlays` product (docs/tests-on-linux.md), so the app never links Testing.
@_exported import Testing
