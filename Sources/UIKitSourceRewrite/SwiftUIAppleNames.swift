/// SwiftUI's own names that a placeholder must never stand in for (SwiftUIPlaceholders): a modifier or type of
/// Apple's that the playground lacks is the playground's gap, which must fail as missing, not be taken for a
/// repository's file that is not here.
///
/// Taken by hand from Apple's SwiftUI documentation (developer.apple.com/documentation/swiftui/view, "View
/// modifiers", its topic pages, and the framework's top-level types) for iOS 13 … 18. Decided, as for UIKit's
/// (UIKitAppleMemberNames): a newer Apple name missing from the lists would be stood in for and said to be its
/// repository's; no value is invented (a modifier placeholder leaves the view unchanged).
extension SwiftUIPlaceholders {
    /// The names of SwiftUI's `View` modifiers (instance methods of `View`), by base name.
    static let appleViewModifiers: Set<String> = [
        // Layout and geometry
        "frame", "padding", "offset", "position", "fixedSize", "layoutPriority", "aspectRatio", "scaledToFit",
        "scaledToFill", "containerRelativeFrame", "safeAreaInset", "safeAreaPadding", "ignoresSafeArea",
        "edgesIgnoringSafeArea", "coordinateSpace", "alignmentGuide", "layoutValue", "zIndex", "scaleEffect",
        "rotationEffect", "rotation3DEffect", "transformEffect", "projectionEffect", "geometryGroup",
        "onGeometryChange", "contentMargins", "containerShape", "frame", "gridCellColumns", "gridCellAnchor",
        "gridCellUnsizedAxes", "gridColumnAlignment", "horizontalRadioGroupLayout", "labelsHidden",
        "listRowInsets", "listRowBackground", "listRowSeparator", "listRowSeparatorTint", "listSectionSeparator",
        "listSectionSeparatorTint", "listRowSpacing", "listSectionSpacing", "listStyle", "listItemTint",
        "listRowHoverEffect", "scenePadding", "dynamicTypeSize", "minimumScaleFactor", "allowsTightening",
        "lineLimit", "lineSpacing", "multilineTextAlignment", "truncationMode", "textCase", "kerning", "tracking",
        "baselineOffset", "flipsForRightToLeftLayoutDirection", "layoutDirectionBehavior",
        // Appearance
        "foregroundColor", "foregroundStyle", "background", "backgroundStyle", "overlay", "border", "tint",
        "accentColor", "colorScheme", "preferredColorScheme", "colorMultiply", "colorInvert", "brightness",
        "contrast", "saturation", "grayscale", "hueRotation", "luminanceToAlpha", "opacity", "blur", "shadow",
        "cornerRadius", "clipShape", "clipped", "mask", "compositingGroup", "drawingGroup", "blendMode",
        "font", "fontWeight", "fontWidth", "fontDesign", "bold", "italic", "underline", "strikethrough",
        "monospaced", "monospacedDigit", "textSelection", "symbolRenderingMode", "symbolVariant", "symbolEffect",
        "imageScale", "renderingMode", "resizable", "interpolation", "antialiased", "visualEffect",
        "hoverEffect", "hoverEffectDisabled", "contentShape", "controlSize", "buttonStyle", "buttonBorderShape",
        "toggleStyle", "pickerStyle", "progressViewStyle", "textFieldStyle", "labelStyle", "menuStyle",
        "datePickerStyle", "gaugeStyle", "groupBoxStyle", "tableStyle", "tabViewStyle", "indexViewStyle",
        "navigationViewStyle", "navigationSplitViewStyle", "formStyle", "disclosureGroupStyle",
        "controlGroupStyle", "presentationDetents", "presentationDragIndicator", "presentationBackground",
        "presentationCornerRadius", "presentationBackgroundInteraction", "presentationCompactAdaptation",
        "presentationContentInteraction", "materialActiveAppearance", "containerBackground", "glassEffect",
        "backgroundExtensionEffect", "defaultScrollAnchor", "listRowPlatterColor",
        // Scrolling
        "scrollTargetLayout", "scrollTargetBehavior", "scrollPosition", "scrollIndicators", "scrollDisabled",
        "scrollClipDisabled", "scrollBounceBehavior", "scrollContentBackground", "scrollDismissesKeyboard",
        "scrollTransition", "scrollIndicatorsFlash", "onScrollGeometryChange", "onScrollPhaseChange",
        "onScrollVisibilityChange", "onScrollTargetVisibilityChange", "scrollEdgeEffectStyle",
        "scrollEdgeEffectHidden", "scrollInputBehavior", "refreshable", "searchable", "searchSuggestions",
        "searchScopes", "searchFocused", "searchPresentationToolbarBehavior", "searchDictationBehavior",
        // Animation and transitions
        "animation", "transition", "matchedGeometryEffect", "matchedTransitionSource", "navigationTransition",
        "transaction", "contentTransition", "phaseAnimator", "keyframeAnimator", "animationDisabled",
        "onAnimationCompleted",
        // Events, gestures, input
        "onAppear", "onDisappear", "onChange", "onReceive", "task", "onTapGesture", "onLongPressGesture",
        "onLongPressGestureWithDuration", "gesture", "simultaneousGesture", "highPriorityGesture",
        "allowsHitTesting", "disabled", "onHover", "onContinuousHover", "onDrag", "onDrop", "draggable",
        "dropDestination", "onSubmit", "submitLabel", "submitScope", "focused", "focusable", "focusScope",
        "focusSection", "focusEffectDisabled", "prefersDefaultFocus", "defaultFocus", "onMoveCommand",
        "onExitCommand", "onPlayPauseCommand", "onCommand", "onDeleteCommand", "onCopyCommand",
        "onCutCommand", "onPasteCommand", "keyboardShortcut", "onKeyPress", "keyboardType", "textContentType",
        "autocapitalization", "textInputAutocapitalization", "autocorrectionDisabled", "disableAutocorrection",
        "onOpenURL", "onContinueUserActivity", "userActivity", "handlesExternalEvents", "sensoryFeedback",
        "onPreferenceChange", "preference", "transformPreference", "anchorPreference", "transformAnchorPreference",
        "backgroundPreferenceValue", "overlayPreferenceValue", "environment", "environmentObject",
        "transformEnvironment", "id", "tag", "equatable", "redacted", "unredacted", "privacySensitive",
        "onMove", "onDelete", "onInsert", "deleteDisabled", "moveDisabled", "swipeActions", "contextMenu",
        "menuIndicator", "menuOrder", "badge", "badgeProminence", "help", "accessibility",
        "accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityHidden",
        "accessibilityIdentifier", "accessibilityElement", "accessibilityAddTraits", "accessibilityRemoveTraits",
        "accessibilityAction", "accessibilityActions", "accessibilitySortPriority", "accessibilityChildren",
        "accessibilityRepresentation", "accessibilityRespondsToUserInteraction", "accessibilityInputLabels",
        "accessibilityShowsLargeContentViewer", "accessibilityAdjustableAction", "accessibilityScrollAction",
        "accessibilityFocused", "accessibilityHeading", "accessibilityLinkedGroup", "accessibilityRotor",
        "accessibilityCustomContent", "accessibilityIgnoresInvertColors", "accessibilityTextContentType",
        "accessibilityZoomAction", "accessibilityDirectTouch", "accessibilityLabeledPair",
        // Presentation and navigation
        "sheet", "fullScreenCover", "popover", "alert", "actionSheet", "confirmationDialog", "fileImporter",
        "fileExporter", "fileMover", "inspector", "inspectorColumnWidth", "navigationTitle", "navigationBarTitle",
        "navigationSubtitle", "navigationBarTitleDisplayMode", "navigationBarHidden", "navigationBarBackButtonHidden",
        "navigationBarItems", "navigationDestination", "navigationDocument", "navigationBarTitleDisplayMode",
        "navigationSplitViewColumnWidth", "toolbar", "toolbarBackground", "toolbarColorScheme", "toolbarRole",
        "toolbarTitleMenu", "toolbarTitleDisplayMode", "toolbarVisibility", "toolbarBackgroundVisibility",
        "toolbarForegroundStyle", "statusBarHidden", "statusBar", "persistentSystemOverlays", "tabItem",
        "tabViewBottomAccessory", "tabBarMinimizeBehavior", "interactiveDismissDisabled", "defaultAppStorage",
        "modelContainer", "modelContext", "environmentObject", "labelsVisibility", "typesettingLanguage",
        "springLoadingBehavior", "dialogSuppressionToggle", "dialogIcon", "fontDesign", "lineHeight",
        "buttonRepeatBehavior", "contentShape", "allowsWindowActivationEvents", "scrollTargetBehavior",
        "digitalCrownRotation", "focusedValue", "focusedSceneValue", "focusedObject", "focusedSceneObject",
        "onScrollTargetVisibilityChange", "containerValue", "sectionActions", "tabViewSidebarHeader",
        "tabViewSidebarFooter", "tabViewSidebarBottomBar", "tabViewCustomization", "defaultHoverEffect",
        "pointerStyle", "pointerVisibility", "windowResizeBehavior", "windowDismissBehavior",
        "presentedWindowStyle", "presentedWindowToolbarStyle", "imageResizing", "widgetURL",
        "widgetAccentable", "invalidatableContent", "contentMarginsDisabled", "containerBackgroundRemovable",
        "ornament", "glassBackgroundEffect", "listRowSeparatorHidden", "scrollTransition", "matchedGeometryEffect",
        "modifier", "erasedToAnyView", "dynamicTypeSize", "layoutDirection", "environment",
    ]

    /// SwiftUI's view types a modifier is most often called on (for `missingViewModifier`: a member missing on one of
    /// these is a modifier).
    public static let swiftUIViewTypes: Set<String> = [
        "Text", "Image", "Label", "Button", "Link", "Toggle", "Slider", "Stepper", "Picker", "TextField",
        "SecureField", "TextEditor", "ProgressView", "Gauge", "Menu", "VStack", "HStack", "ZStack", "LazyVStack",
        "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ScrollView", "ScrollViewReader", "List",
        "ForEach", "Group", "GroupBox", "Section", "Form", "NavigationStack", "NavigationView", "NavigationLink",
        "NavigationSplitView", "TabView", "GeometryReader", "Spacer", "Divider", "Color", "Rectangle",
        "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Ellipse", "Capsule", "Path", "LinearGradient",
        "RadialGradient", "AngularGradient", "EllipticalGradient", "AnyView", "EmptyView", "TupleView",
        "ModifiedContent", "_ConditionalContent", "Optional", "ViewThatFits", "AnyShape", "Canvas", "TimelineView",
        "AsyncImage", "ContentUnavailableView", "ControlGroup", "DisclosureGroup", "OutlineGroup", "LabeledContent",
        "ShareLink", "PasteButton", "EditButton", "ColorPicker", "DatePicker", "MultiDatePicker", "Table",
        "HSplitView", "VSplitView", "Grid", "Inspector", "Toolbar", "VisualEffectView", "_ShapeView", "_StrokedShape", "StrokeShapeView", "StrokeBorderShapeView",
        "SubscriptionView", "Never",
    ]

    /// SwiftUI's and its companions' type names (Apple's SwiftUI, Observation, SwiftData, Charts documentation): a
    /// missing type so named is the playground's gap, never given a placeholder.
    public static let appleTypes: Set<String> = [
        "UnitCurve", "Spring", "KeyframeAnimator", "KeyframeTrack", "LinearKeyframe", "SpringKeyframe",
        "CubicKeyframe", "MoveKeyframe", "KeyframeTimeline", "PhaseAnimator", "Animation", "Transaction",
        "ContentTransition", "AnyTransition", "Transition", "TransitionPhase", "ScrollTransitionPhase",
        "ScrollTransitionConfiguration", "ScrollPosition", "ScrollGeometry", "ScrollPhase", "ScrollTarget",
        "ScrollTargetBehavior", "ScrollTargetBehaviorContext", "ViewAlignedScrollTargetBehavior",
        "PagingScrollTargetBehavior", "ScrollBounceBehavior", "ScrollIndicatorVisibility", "ScrollContentOffsetAdjustmentBehavior",
        "MeshGradient", "Gradient", "AnyGradient", "ShapeStyle", "AnyShapeStyle", "HierarchicalShapeStyle",
        "Material", "ImagePaint", "TextRenderer", "TextProxy", "Text", "AttributedString", "Shader", "ShaderLibrary",
        "ShaderFunction", "GraphicsContext", "Canvas", "TimelineView", "TimelineSchedule", "ImageRenderer",
        "SymbolEffect", "SymbolEffectOptions", "Font", "Color", "Image", "Layout", "LayoutSubviews", "LayoutSubview",
        "LayoutValueKey", "ProposedViewSize", "ViewDimensions", "ViewSpacing", "AnyLayout", "HStackLayout",
        "VStackLayout", "ZStackLayout", "GridLayout", "ContainerValues", "SubviewsCollection", "Subview",
        "SectionCollection", "NavigationPath", "NavigationSplitViewVisibility", "NavigationSplitViewColumn",
        "NavigationBarItem", "ToolbarItem", "ToolbarItemGroup", "ToolbarItemPlacement", "ToolbarContent",
        "ToolbarContentBuilder", "CustomizableToolbarContent", "PresentationDetent", "SearchFieldPlacement",
        "DynamicTypeSize", "LegibilityWeight", "ColorScheme", "ColorSchemeContrast", "UserInterfaceSizeClass",
        "EditMode", "EnvironmentValues", "EnvironmentKey", "FocusedValues", "FocusState", "FocusedValue",
        "FocusedBinding", "AccessibilityFocusState", "GestureState", "GestureMask", "DragGesture",
        "MagnifyGesture", "MagnificationGesture", "RotateGesture", "RotationGesture", "TapGesture",
        "LongPressGesture", "SpatialTapGesture", "SimultaneousGesture", "SequenceGesture", "ExclusiveGesture",
        "AnyGesture", "GeometryProxy", "CoordinateSpace", "NamedCoordinateSpace", "Namespace", "Anchor",
        "PreferenceKey", "ViewModifier", "EmptyModifier", "VisualEffect", "EmptyVisualEffect", "Observable",
        "ObservationIgnored", "ObservationTracked", "Bindable", "Binding", "State", "StateObject", "ObservedObject",
        "EnvironmentObject", "Environment", "AppStorage", "SceneStorage", "Published", "ObservableObject",
        "ModelContext", "ModelContainer", "Query", "FetchRequest", "FetchedResults", "SectionedFetchRequest",
        "Chart", "BarMark", "LineMark", "PointMark", "AreaMark", "RuleMark", "RectangleMark", "SectorMark",
        "TabSection", "TabValue", "ContentUnavailableView", "LabeledContent", "ControlGroup", "Gauge",
        "SubscriptionStoreView", "StoreView", "ProductView", "WindowGroup", "Scene", "App",
        "DocumentGroup", "ImmersiveSpace", "UIViewRepresentable", "UIViewControllerRepresentable",
        "NSViewRepresentable", "ButtonRole", "ButtonStyleConfiguration", "PrimitiveButtonStyle",
        "ToggleStyleConfiguration", "LabelStyleConfiguration", "ContainerRelativeShape", "UnevenRoundedRectangle",
        "RectangleCornerRadii", "RoundedCornerStyle", "StrokeStyle", "FillStyle", "BlendMode", "Edge", "EdgeInsets",
        "Axis", "Alignment", "HorizontalAlignment", "VerticalAlignment", "UnitPoint", "Angle", "ContentMode",
        "SafeAreaRegions", "ScenePhase", "OpenURLAction", "DismissAction", "RefreshAction", "Visibility",
        "Prominence", "SensoryFeedback", "HoverEffect", "ContentShapeKinds", "TextSelection", "SubmitLabel",
        "TextAlignment", "TruncationMode", "LocalizedStringKey", "LocalizedStringResource", "PageTabViewStyle",
        "Previewable", "PreviewProvider", "PreviewLayout", "PreviewDevice", "ViewBuilder", "SceneBuilder",
        "Group", "ForEach", "AnyView", "EmptyView", "TupleView", "ModifiedContent", "GridItem", "GridRow", "Grid",
        "Menu", "Picker", "ShareLink", "PhotosPicker", "PhotosPickerItem", "VideoPlayer", "Map", "MapCameraPosition",
        "Marker", "Annotation", "SignInWithAppleButton", "WebView", "Glass", "GlassEffectContainer",
    ]

    /// Apple's frameworks a SwiftUI file imports beside those UIKit files do (LayoutCompiler.appleFrameworks): an
    /// import of one that is not here is the playground's gap, never made blank.
    public static let appleModules: Set<String> = [
        "Charts", "SwiftData", "AppIntents", "ActivityKit", "TipKit", "RealityKit", "RealityFoundation", "WeatherKit",
        "MusicKit", "Observation", "Combine", "OSLog", "os", "UIKit", "AppKit", "Foundation", "CoreTransferable",
        "Translation", "FamilyControls", "HealthKitUI", "MapKit", "StoreKit", "WidgetKit", "SafariServices",
        "AuthenticationServices", "CoreData", "CloudKit", "GameKit", "SpriteKit", "SceneKit", "ARKit", "Vision",
        "VisionKit", "PDFKit", "QuickLook", "PencilKit", "MessageUI", "GroupActivities", "SharedWithYou",
        "CoreLocationUI", "LocalAuthentication", "UserNotifications", "NaturalLanguage", "CoreML", "CreateML",
        "AVFoundation", "AVKit", "PhotosUI", "Photos", "Contacts", "ContactsUI", "EventKit", "EventKitUI",
        "HealthKit", "HomeKit", "CoreMotion", "CoreLocation", "CoreImage", "CoreGraphics", "QuartzCore", "Accelerate",
        "Metal", "MetalKit", "Network", "Security", "CryptoKit", "Speech", "SwiftUI", "Dispatch", "Darwin",
        "CoreHaptics", "LinkPresentation", "UniformTypeIdentifiers", "ImageIO", "CoreText", "Symbols", "DeveloperToolsSupport",
    ]
}
