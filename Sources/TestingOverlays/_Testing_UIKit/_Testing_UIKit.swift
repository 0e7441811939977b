// The cross-import overlay swift-testing declares for Apple's UIKit (Testing.swiftcrossimport/UIKit.swiftoverlay): a
// test file that imports both Testing and a module named UIKit makes the compiler import `_Testing_UIKit`, which does
// not exist off Apple's platforms. This stand-in only re-exports Testing; a test target gets it from the
// `UIKitTestingOverlays` product (docs/tests-on-linux.md), so the app never links Testing.
@_exported import Testing
