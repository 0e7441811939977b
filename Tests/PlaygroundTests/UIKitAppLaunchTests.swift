import Foundation
import Testing

/// An app folder as its app shows it (docs/hosting.md, "Entry points" and "Asset catalogs"): the controller its
/// Info.plist's main storyboard starts with comes first, and Xcode 15's generated asset symbols for its catalog
/// (`UIColor.darkBlue`, `UIColor(resource: .darkBlue)`) compile and read the catalog. Our own files, written here.
@Suite struct UIKitAppLaunchTests {
    static let files: [(String, String)] = [
        ("AppDelegate.swift", """
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }

            """),
        ("Screens/AardvarkViewController.swift", """
            import UIKit

            final class AardvarkViewController: UICollectionViewController {
                init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
                required init?(coder: NSCoder) { super.init(coder: coder) }
                override func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
                override func collectionView(_ cv: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
                    return cv.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
                }
            }

            """),
        ("Screens/ZooViewController.swift", """
            import UIKit

            final class ZooViewController: UIViewController, UICollectionViewDataSource {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 50, height: 50)
                    let cv = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                    cv.backgroundColor = .darkBlue
                    cv.dataSource = self
                    cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
                    view.addSubview(cv)
                }
                func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
                    UIColor(resource: .darkBlue).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
                    return Int((blue * 10).rounded())
                }
                func collectionView(_ cv: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    cv.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
                }
            }

            """),
        ("Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>UIMainStoryboardFile</key>
            \t<string>Main</string>
            </dict>
            </plist>

            """),
        ("Base.lproj/Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav-1">
                <scenes>
                    <scene sceneID="s-1">
                        <objects>
                            <navigationController id="nav-1" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-1">
                                    <rect key="frame" x="0.0" y="48" width="393" height="44"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="zoo-1" kind="relationship" relationship="rootViewController" id="seg-1"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="s-2">
                        <objects>
                            <viewController id="zoo-1" customClass="ZooViewController" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v-1">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <color key="backgroundColor" name="DarkBlue"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
                <resources>
                    <namedColor name="DarkBlue">
                        <color red="0.0" green="0.0" blue="0.9" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </namedColor>
                </resources>
            </document>

            """),
        ("Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#),
        ("Assets.xcassets/DarkBlue.colorset/Contents.json", """
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.100", "green" : "0.200", "blue" : "0.500", "alpha" : "1.000" } }, "idiom" : "universal" } ],
              "info" : { "author" : "xcode", "version" : 1 } }
            """),
    ]

    @Test func theMainStoryboardsControllerComesFirstAndAssetSymbolsReadTheCatalog() throws {
        let root = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        for (name, text) in Self.files { try UIKitLibraryModuleTests.write(text, "Zoo/" + name, in: root) }
        let run = try Run.playground(["dump", "--layout-file", root.appendingPathComponent("Zoo").path, "--size", "300x600",
                                      "--verbose", "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        // The storyboard's initial navigation controller's root, before the controller whose name sorts first.
        #expect(run.stderr.contains("entry points ZooViewController, AardvarkViewController"), "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let cells = ((json["items"] as? [[String: Any]]) ?? []).filter { $0["category"] as? String == "cell" }
        // The catalog's blue, 0.5 (not the storyboard's cached 0.9): 5 items.
        #expect(cells.count == 5, "\(run.stderr)")
    }
}
