import PlaygroundCore
import Testing
import UIKit
@testable import UIKitBridge

/// The contract with the loading side: the plugin a UIKit layout file's entry point returns.
@Suite struct ContractTests {
    @Test func pluginNamesTheLayoutAfterItsClassAndDeclaresSections() throws {
        let raw = uikitLayoutPlugin(name: nil, make: { UICollectionViewFlowLayout() })
        let plugin = Unmanaged<LayoutPlugin>.fromOpaque(raw).takeRetainedValue()
        #expect(plugin.parameters.map(\.name) == ["sections"])
        #expect(try plugin.name() == "uicollectionviewflowlayout")
    }

    @Test func pluginWithCollectionViewSeesTheProxyBeforeTheLayoutRuns() throws {
        let raw = uikitLayoutPlugin(name: "mine", makeWithCollectionView: { cv in
            cv.isPagingEnabled = true
            return UICollectionViewFlowLayout()
        })
        let plugin = Unmanaged<LayoutPlugin>.fromOpaque(raw).takeRetainedValue()
        let layout = plugin.make(try ParameterValues(["sections": "3"], specs: plugin.parameters, layout: "mine"))
        #expect(layout.name == "mine")
        let adapter = try #require(layout as? UIKitLayoutAdapter)
        #expect(adapter.collectionView.isPagingEnabled)
        #expect(adapter.collectionView.collectionViewLayout === adapter.layout)
    }
}
