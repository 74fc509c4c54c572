import BezelCore
import BezelInterfaceBuilder
import Foundation

/// Interface Builder documents written for the tests in Xcode's format (docs/interface-builder.md):
/// a storyboard or xib header around the views given, and helpers that read them as themes.
enum IBFixture {
    /// A storyboard holding one scene whose root view holds `views`, with `resources` after the scenes.
    static func storyboard(_ views: String, resources: String = "", runtime: String = "iOS.CocoaTouch", rootTint: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="\(runtime)" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1-aa-bbb">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="sc1-aa-bbb">
                    <objects>
                        <viewController id="vc1-aa-bbb" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rv1-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(views)
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        \(rootTint)
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-aa-bbb" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="20" y="-2"/>
                </scene>
            </scenes>
            <resources>
        \(resources)
            </resources>
        </document>

        """
    }

    /// A fresh folder holding `files` (name → text), removed by the caller.
    static func folder(_ files: [String: String]) throws -> String {
        let dir = NSTemporaryDirectory() + "bezel-ib-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/" + name)) }
        return dir
    }

    /// The theme of `text` read as `name`, with the renderer's families stood in by Inter and DejaVu Sans.
    static func theme(_ text: String, name: String = "Main.storyboard", folder: String = "/nonexistent") throws -> InterfaceBuilderTheme {
        switch InterfaceBuilderImport.read(Array(text.utf8), path: folder + "/" + name, availableFamilies: ["Inter", "DejaVu Sans"]) {
        case .success(.theme(let t)): return t
        case .success(.skipped(let d)): throw Diagnostics([d])
        case .failure(let d): throw d
        }
    }
}

extension JSONObject {
    /// The value at a dotted path (`buttons.play.titleColor.normal`).
    func at(_ path: String) -> JSONValue? {
        var value: JSONValue? = .object(self)
        for key in path.split(separator: ".") { value = value?.objectValue?[String(key)] }
        return value
    }
}
