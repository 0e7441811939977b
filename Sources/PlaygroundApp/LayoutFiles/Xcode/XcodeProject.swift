import Foundation
import UIKitSourceRewrite

/// An Xcode project read from its `project.pbxproj` (docs/hosting.md, "Xcode projects"): its targets, each with the
/// files of its Sources and Resources build phases resolved to paths, and its Info.plist. Only what the playground
/// builds from is read; an object of a kind not known here is skipped, a reference that points nowhere is skipped
/// (a project Xcode opens may name files that are not in the repository: generated ones, or ones never committed).
struct XcodeProject: Equatable, Sendable {
    /// One native target (`PBXNativeTarget`).
    struct Target: Equatable, Sendable {
        var name: String
        /// `com.apple.product-type.application`, `….framework`, `….bundle.unit-test`, …; empty when missing.
        var productType: String
        /// The Sources build phase's files (full paths), in the phase's order.
        var sources: [String]
        /// The Resources build phase's files (full paths): storyboards, xibs, asset catalogs, …; a localized
        /// storyboard (`PBXVariantGroup`) gives each of its variants, `Base.lproj` first.
        var resources: [String]
        /// The Info.plist's path (`INFOPLIST_FILE` of the first build configuration that sets it), nil when none.
        var infoPlist: String?

        var isApplication: Bool { productType == "com.apple.product-type.application" }
        var isFramework: Bool {
            productType == "com.apple.product-type.framework" || productType == "com.apple.product-type.library.static"
        }
    }

    /// The folder holding the `.xcodeproj` (`SOURCE_ROOT`, `$(SRCROOT)`).
    var root: String
    var targets: [Target]

    /// Why a project cannot be read: one line.
    struct ReadError: Error, Equatable, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Reads `bundle/project.pbxproj` (`bundle` is the `.xcodeproj` folder).
    static func read(_ bundle: String) throws(ReadError) -> XcodeProject {
        let file = (bundle as NSString).appendingPathComponent("project.pbxproj")
        guard case .success(let text) = UserFile.readText(BytePath(file)) else {
            throw ReadError(message: "\(file): cannot be read")
        }
        return try parse(text, root: PathText.folder(of: (bundle as NSString).standardizingPath), name: file)
    }

    /// The project of pbxproj `text` whose `.xcodeproj` is in folder `root`; `name` names it in messages.
    static func parse(_ text: String, root: String, name: String = "project.pbxproj") throws(ReadError) -> XcodeProject {
        let plist: OldStylePlist
        do { plist = try OldStylePlist.parse(text) } catch {
            throw ReadError(message: "\(name): not an Xcode project (\(error))")
        }
        guard let objects = plist["objects"]?.dictionary, let rootID = plist["rootObject"]?.string,
              let project = objects[rootID]?.dictionary, project["isa"]?.string == "PBXProject" else {
            throw ReadError(message: "\(name): not an Xcode project (no objects or no PBXProject root object)")
        }
        let resolver = Resolver(objects: objects, root: root, project: project)
        var targets: [Target] = []
        for id in project["targets"]?.array?.compactMap(\.string) ?? [] {
            guard let target = objects[id]?.dictionary, target["isa"]?.string == "PBXNativeTarget" else { continue }
            var sources: [String] = [], resources: [String] = []
            for phaseID in target["buildPhases"]?.array?.compactMap(\.string) ?? [] {
                guard let phase = objects[phaseID]?.dictionary else { continue }
                let isa = phase["isa"]?.string
                guard isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase" else { continue }
                let files = (phase["files"]?.array?.compactMap(\.string) ?? []).flatMap { buildFile -> [String] in
                    guard let ref = objects[buildFile]?["fileRef"]?.string else { return [] }
                    return resolver.paths(of: ref)
                }
                if isa == "PBXSourcesBuildPhase" { sources += files } else { resources += files }
            }
            // Xcode 16's folders (`PBXFileSystemSynchronizedRootGroup`): every file under the folder is the target's,
            // but for the exceptions listed for this target.
            for groupID in target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [] {
                let synced = resolver.synchronized(groupID, target: id)
                sources += synced.sources
                resources += synced.resources
            }
            let name = target["name"]?.string ?? id
            let infoPlist = resolver.infoPlist(of: target, targetName: name)
            targets.append(Target(name: name, productType: target["productType"]?.string ?? "",
                                  sources: sources, resources: resources, infoPlist: infoPlist))
        }
        return XcodeProject(root: root, targets: targets)
    }

    /// Resolves file references to paths: a reference's `path` is relative to its `sourceTree` (`<group>`: its
    /// parent group's folder; `SOURCE_ROOT`: the project's folder; `<absolute>`: none). Products, SDK and build
    /// folders (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`) resolve to nothing: nothing of theirs is a source.
    private struct Resolver {
        let objects: [String: OldStylePlist]
        let root: String
        let mainGroup: String?
        let projectFolder: String
        var parents: [String: String] = [:]

        init(objects: [String: OldStylePlist], root: String, project: [String: OldStylePlist]) {
            self.objects = objects
            self.root = root
            mainGroup = project["mainGroup"]?.string
            let dir = project["projectDirPath"]?.string ?? ""
            projectFolder = dir.isEmpty ? root : Resolver.join(root, dir)
            for (id, object) in objects {
                for child in object["children"]?.array?.compactMap(\.string) ?? [] where parents[child] == nil {
                    parents[child] = id
                }
            }
        }

        static func join(_ folder: String, _ path: String) -> String {
            if path.hasPrefix("/") { return (path as NSString).standardizingPath }
            return ((folder as NSString).appendingPathComponent(path) as NSString).standardizingPath
        }

        /// The folder of group or file `id` (its own path for a file); nil when it is under no folder of the disk.
        func path(of id: String, depth: Int = 0) -> String? {
            guard depth < 64, let object = objects[id]?.dictionary else { return nil }
            if id == mainGroup {
                return object["path"]?.string.map { Resolver.join(projectFolder, $0) } ?? projectFolder
            }
            let own = object["path"]?.string
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                let parent: String?
                if let p = parents[id] { parent = path(of: p, depth: depth + 1) } else { parent = projectFolder }
                guard let base = parent else { return nil }
                return own.map { Resolver.join(base, $0) } ?? base
            case "SOURCE_ROOT":
                return own.map { Resolver.join(root, $0) } ?? root
            case "<absolute>":
                return own.map { ($0 as NSString).standardizingPath }
            default:
                return nil
            }
        }

        /// The paths a build file's reference gives: a file's path, or each variant of a variant group
        /// (`Base.lproj/Main.storyboard` first); a folder reference's path as it is.
        func paths(of ref: String) -> [String] {
            guard let object = objects[ref]?.dictionary else { return [] }
            switch object["isa"]?.string {
            case "PBXVariantGroup", "XCVersionGroup":
                let children = object["children"]?.array?.compactMap(\.string) ?? []
                let found = children.compactMap { path(of: $0) }
                return found.sorted { a, b in
                    let aBase = a.contains("/Base.lproj/"), bBase = b.contains("/Base.lproj/")
                    return aBase != bBase ? aBase : a < b
                }
            case "PBXFileReference":
                return path(of: ref).map { [$0] } ?? []
            default:
                return []
            }
        }

        /// The files of a synchronized folder for `target`: sources (`.swift`) and resources (storyboards, xibs,
        /// asset catalogs), minus the target's membership exceptions.
        func synchronized(_ id: String, target: String) -> (sources: [String], resources: [String]) {
            guard let object = objects[id]?.dictionary, object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup",
                  let folder = path(of: id) else { return ([], []) }
            var excluded: Set<String> = []
            for exceptionID in object["exceptions"]?.array?.compactMap(\.string) ?? [] {
                guard let exception = objects[exceptionID]?.dictionary, exception["target"]?.string == target else { continue }
                for name in exception["membershipExceptions"]?.array?.compactMap(\.string) ?? [] {
                    excluded.insert(Resolver.join(folder, name))
                }
            }
            var sources: [String] = [], resources: [String] = []
            var stack = [(folder, 0)]
            while let (dir, depth) = stack.popLast() {
                guard depth < 16, case .success(let names) = UserFile.listFolder(BytePath(dir)) else { continue }
                for raw in names {
                    guard let name = String(validating: raw.bytes, as: UTF8.self), !name.hasPrefix(".") else { continue }
                    let path = (dir as NSString).appendingPathComponent(name)
                    guard !excluded.contains(path) else { continue }
                    let ext = (name as NSString).pathExtension
                    if ["storyboard", "xib", "xcassets"].contains(ext) {
                        resources.append(path)
                    } else if ext == "swift" {
                        sources.append(path)
                    } else if UserFile.kind(of: BytePath(path)) == S_IFDIR {
                        stack.append((path, depth + 1))
                    }
                }
            }
            return (sources.sorted(), resources.sorted())
        }

        /// The Info.plist of `target`: `INFOPLIST_FILE` of its first configuration that sets it, `$(SRCROOT)` and
        /// `$(PROJECT_DIR)` expanded, relative to the project's folder; nil when none, or when it names other settings.
        func infoPlist(of target: [String: OldStylePlist], targetName: String) -> String? {
            guard let list = target["buildConfigurationList"]?.string,
                  let configurations = objects[list]?["buildConfigurations"]?.array?.compactMap(\.string) else { return nil }
            for id in configurations {
                guard var value = objects[id]?["buildSettings"]?["INFOPLIST_FILE"]?.string, !value.isEmpty else { continue }
                for srcroot in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/", "$SRCROOT/"] {
                    if value.hasPrefix(srcroot) { value.removeFirst(srcroot.count) }
                }
                value = value.replacingOccurrences(of: "$(TARGET_NAME)", with: targetName)
                    .replacingOccurrences(of: "${TARGET_NAME}", with: targetName)
                    .replacingOccurrences(of: "$(PRODUCT_NAME)", with: targetName)
                guard !value.contains("$") else { continue }
                return Resolver.join(root, value)
            }
            return nil
        }
    }
}
