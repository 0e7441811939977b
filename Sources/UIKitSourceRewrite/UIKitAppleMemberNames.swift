/// The instance members Apple's own declarations give the types real layout files extend most often (issue 32: a
/// repository's `extension UIScreen { var screenWidth: CGFloat }` or `extension CGSize { func applyingInset(_:) }`
/// kept in a file that is not here), by their base names: what the placeholders must never stand in for.
///
/// Decided (docs/hosting.md, "Members its repository adds to Apple's types"): when the compiler says an Apple type
/// has no instance member `m`, `m` is the playground's own gap when Apple declares it (the load must fail naming it,
/// as before) and a member of the repository's extension when Apple does not. The names are taken from Apple's
/// headers and documentation of each type, as of iOS 17 (UIView.h, UIScrollView.h, UICollectionView.h,
/// UICollectionViewCell.h, UICollectionViewLayout.h, UICollectionViewFlowLayout.h, UIScreen.h, UIColor.h, UIFont.h,
/// UIImage.h, UIViewController.h, UILabel.h, CALayer.h, CGGeometry.h and the CoreGraphics overlay's `CGSize`,
/// `CGPoint`, `CGRect` members, UIGeometry.h, Foundation's `IndexPath`), with the members each inherits
/// (`superclass`). A type not listed here is not known: none of its missing members gets a placeholder.
public enum UIKitAppleMemberNames {
    /// Each listed type's superclass among the listed types (Apple's class hierarchy).
    static let superclass: [String: String] = [
        "UIResponder": "NSObject", "UIView": "UIResponder", "UIScrollView": "UIView", "UICollectionView": "UIScrollView",
        "UITableView": "UIScrollView", "UICollectionReusableView": "UIView", "UICollectionViewCell": "UICollectionReusableView",
        "UITableViewCell": "UIView", "UILabel": "UIView", "UIImageView": "UIView", "UIControl": "UIView",
        "UIButton": "UIControl", "UIStackView": "UIView", "UIViewController": "UIResponder",
        "UICollectionViewController": "UIViewController", "UICollectionViewLayout": "NSObject",
        "UICollectionViewFlowLayout": "UICollectionViewLayout", "UICollectionViewLayoutAttributes": "NSObject",
        "UIScreen": "NSObject", "UIColor": "NSObject", "UIFont": "NSObject", "UIImage": "NSObject", "CALayer": "NSObject",
    ]

    /// Instance members by type, base names only (`convert(_:to:)` is `convert`), the type's own (not inherited).
    static let own: [String: String] = [
        "NSObject": """
            description debugDescription hash hashValue isEqual isKind isMember responds perform copy mutableCopy \
            value setValue self superclass classForCoder isProxy conforms observeValue addObserver removeObserver \
            willChangeValue didChangeValue dictionaryWithValues setValuesForKeys accessibilityLabel accessibilityIdentifier \
            accessibilityHint accessibilityValue accessibilityTraits accessibilityFrame isAccessibilityElement \
            accessibilityElements accessibilityElementsHidden shouldGroupAccessibilityChildren accessibilityViewIsModal \
            accessibilityCustomActions accessibilityRespondsToUserInteraction awakeFromNib prepareForInterfaceBuilder \
            setNeedsFocusUpdate
            """,
        "UIResponder": """
            next isFirstResponder canBecomeFirstResponder becomeFirstResponder canResignFirstResponder resignFirstResponder \
            touchesBegan touchesMoved touchesEnded touchesCancelled touchesEstimatedPropertiesUpdated pressesBegan \
            pressesChanged pressesEnded pressesCancelled motionBegan motionEnded motionCancelled remoteControlReceived \
            canPerformAction target undoManager inputView inputAccessoryView inputViewController \
            inputAccessoryViewController textInputMode textInputContextIdentifier reloadInputViews keyCommands \
            userActivity updateUserActivityState restoreUserActivityState editingInteractionConfiguration \
            buildMenu validate
            """,
        "UIView": """
            frame bounds center transform transform3D anchorPoint contentScaleFactor isMultipleTouchEnabled \
            isExclusiveTouch hitTest point convert autoresizesSubviews autoresizingMask sizeThatFits sizeToFit superview \
            subviews window removeFromSuperview insertSubview exchangeSubview addSubview bringSubviewToFront \
            sendSubviewToBack didAddSubview willRemoveSubview willMove didMoveToSuperview didMoveToWindow isDescendant \
            viewWithTag setNeedsLayout layoutIfNeeded layoutSubviews layoutMargins directionalLayoutMargins \
            preservesSuperviewLayoutMargins insetsLayoutMarginsFromSafeArea layoutMarginsDidChange safeAreaInsets \
            safeAreaInsetsDidChange layoutMarginsGuide readableContentGuide safeAreaLayoutGuide keyboardLayoutGuide \
            draw setNeedsDisplay clipsToBounds backgroundColor alpha isOpaque clearsContextBeforeDrawing isHidden \
            contentMode mask tintColor tintAdjustmentMode tintColorDidChange isUserInteractionEnabled tag layer \
            canBecomeFocused isFocused focusGroupIdentifier focusGroupPriority focusEffect semanticContentAttribute \
            effectiveUserInterfaceLayoutDirection gestureRecognizers addGestureRecognizer removeGestureRecognizer \
            gestureRecognizerShouldBegin motionEffects addMotionEffect removeMotionEffect constraints addConstraint \
            addConstraints removeConstraint removeConstraints updateConstraintsIfNeeded updateConstraints \
            needsUpdateConstraints setNeedsUpdateConstraints translatesAutoresizingMaskIntoConstraints alignmentRect \
            frame alignmentRectInsets forFirstBaselineLayout forLastBaselineLayout intrinsicContentSize \
            invalidateIntrinsicContentSize contentHuggingPriority setContentHuggingPriority \
            contentCompressionResistancePriority setContentCompressionResistancePriority systemLayoutSizeFitting \
            layoutGuides addLayoutGuide removeLayoutGuide leadingAnchor trailingAnchor leftAnchor rightAnchor topAnchor \
            bottomAnchor widthAnchor heightAnchor centerXAnchor centerYAnchor firstBaselineAnchor lastBaselineAnchor \
            constraintsAffectingLayout hasAmbiguousLayout exerciseAmbiguityInLayout restorationIdentifier \
            encodeRestorableState decodeRestorableState snapshotView resizableSnapshotView drawHierarchy \
            traitCollection traitCollectionDidChange registerForTraitChanges traitOverrides updateTraitsIfNeeded \
            interactions addInteraction removeInteraction largeContentTitle largeContentImage showsLargeContentViewer \
            scalesLargeContentImage largeContentImageInsets overrideUserInterfaceStyle frameForAlignmentRect \
            alignmentRectForFrame viewForFirstBaselineLayout viewForLastBaselineLayout sizeThatFits \
            systemLayoutSizeFittingSize hoverStyle isSpringLoaded anchorPointZ preferredFocusEnvironments \
            focusItemContainer parentFocusEnvironment shouldUpdateFocus didUpdateFocus setNeedsUpdateProperties \
            updateProperties updatePropertiesIfNeeded
            """,
        "UIScrollView": """
            contentOffset contentSize contentInset adjustedContentInset adjustedContentInsetDidChange \
            contentInsetAdjustmentBehavior automaticallyAdjustsScrollIndicatorInsets contentLayoutGuide frameLayoutGuide \
            delegate isDirectionalLockEnabled bounces bouncesHorizontally bouncesVertically alwaysBounceVertical \
            alwaysBounceHorizontal isPagingEnabled isScrollEnabled showsVerticalScrollIndicator \
            showsHorizontalScrollIndicator indicatorStyle verticalScrollIndicatorInsets horizontalScrollIndicatorInsets \
            scrollIndicatorInsets decelerationRate indexDisplayMode setContentOffset scrollRectToVisible \
            flashScrollIndicators isTracking isDragging isDecelerating delaysContentTouches canCancelContentTouches \
            touchesShouldBegin touchesShouldCancel minimumZoomScale maximumZoomScale zoomScale setZoomScale zoom \
            bouncesZoom isZooming isZoomBouncing scrollsToTop panGestureRecognizer pinchGestureRecognizer \
            directionalPressGestureRecognizer keyboardDismissMode refreshControl allowsKeyboardScrolling \
            isScrollAnimating contentAlignmentPoint frameLayoutGuide
            """,
        "UICollectionView": """
            collectionViewLayout delegate dataSource prefetchDataSource isPrefetchingEnabled dragDelegate dropDelegate \
            dragInteractionEnabled reorderingCadence selfSizingInvalidation backgroundView register \
            dequeueReusableCell dequeueReusableSupplementaryView dequeueConfiguredReusableCell \
            dequeueConfiguredReusableSupplementary allowsSelection allowsMultipleSelection \
            allowsSelectionDuringEditing allowsMultipleSelectionDuringEditing indexPathsForSelectedItems selectItem \
            deselectItem reloadData setCollectionViewLayout startInteractiveTransition finishInteractiveTransition \
            cancelInteractiveTransition numberOfSections numberOfItems layoutAttributesForItem \
            layoutAttributesForSupplementaryElement indexPathForItem indexPathForSupplementaryElement cellForItem \
            visibleCells indexPathsForVisibleItems supplementaryView visibleSupplementaryViews \
            indexPathsForVisibleSupplementaryElements scrollToItem insertSections deleteSections reloadSections \
            moveSection insertItems deleteItems reloadItems reconfigureItems moveItem performBatchUpdates \
            beginInteractiveMovementForItem updateInteractiveMovementTargetPosition endInteractiveMovement \
            cancelInteractiveMovement remembersLastFocusedIndexPath selectionFollowsFocus allowsFocus \
            allowsFocusDuringEditing hasActiveDrag hasActiveDrop hasUncommittedUpdates isEditing \
            contextMenuInteraction
            """,
        "UITableView": """
            style delegate dataSource prefetchDataSource rowHeight sectionHeaderHeight sectionFooterHeight \
            estimatedRowHeight estimatedSectionHeaderHeight estimatedSectionFooterHeight separatorInset separatorStyle \
            separatorColor backgroundView tableHeaderView tableFooterView register dequeueReusableCell \
            dequeueReusableHeaderFooterView reloadData numberOfSections numberOfRows rect rectForSection \
            rectForHeader rectForFooter rectForRow indexPathForRow indexPathsForRows cellForRow visibleCells \
            indexPathsForVisibleRows headerView footerView scrollToRow beginUpdates endUpdates performBatchUpdates \
            insertSections deleteSections reloadSections moveSection insertRows deleteRows reloadRows \
            reconfigureRows moveRow isEditing setEditing allowsSelection allowsMultipleSelection \
            indexPathForSelectedRow indexPathsForSelectedRows selectRow deselectRow sectionHeaderTopPadding
            """,
        "UICollectionReusableView": """
            reuseIdentifier prepareForReuse apply willTransition didTransition preferredLayoutAttributesFitting
            """,
        "UICollectionViewCell": """
            contentView isSelected isHighlighted backgroundView selectedBackgroundView configurationState \
            setNeedsUpdateConfiguration updateConfiguration configurationUpdateHandler contentConfiguration \
            automaticallyUpdatesContentConfiguration backgroundConfiguration automaticallyUpdatesBackgroundConfiguration \
            dragStateDidChange defaultContentConfiguration defaultBackgroundConfiguration
            """,
        "UITableViewCell": """
            contentView imageView textLabel detailTextLabel backgroundView selectedBackgroundView reuseIdentifier \
            prepareForReuse selectionStyle isSelected isHighlighted setSelected setHighlighted editingStyle \
            accessoryType accessoryView separatorInset indentationLevel indentationWidth contentConfiguration \
            defaultContentConfiguration backgroundConfiguration configurationUpdateHandler
            """,
        "UILabel": """
            text font textColor shadowColor shadowOffset textAlignment lineBreakMode attributedText \
            highlightedTextColor isHighlighted isEnabled numberOfLines adjustsFontSizeToFitWidth baselineAdjustment \
            minimumScaleFactor allowsDefaultTighteningForTruncation lineBreakStrategy textRect drawText \
            preferredMaxLayoutWidth adjustsFontForContentSizeCategory showsExpansionTextWhenTruncated
            """,
        "UIImageView": """
            image highlightedImage preferredSymbolConfiguration isHighlighted animationImages animationDuration \
            animationRepeatCount startAnimating stopAnimating isAnimating adjustsImageWhenAncestorFocused focusedFrameGuide
            """,
        "UIControl": """
            isEnabled isSelected isHighlighted contentVerticalAlignment contentHorizontalAlignment state isTracking \
            isTouchInside beginTracking continueTracking endTracking cancelTracking addTarget removeTarget \
            addAction removeAction allTargets allControlEvents actions sendAction sendActions
            """,
        "UIButton": """
            configuration setNeedsUpdateConfiguration updateConfiguration configurationUpdateHandler setTitle \
            setTitleColor setImage setBackgroundImage setAttributedTitle title titleColor image backgroundImage \
            titleLabel imageView currentTitle currentImage contentEdgeInsets titleEdgeInsets imageEdgeInsets menu \
            showsMenuAsPrimaryAction buttonType
            """,
        "UIStackView": """
            arrangedSubviews addArrangedSubview removeArrangedSubview insertArrangedSubview axis distribution alignment \
            spacing setCustomSpacing customSpacing isBaselineRelativeArrangement isLayoutMarginsRelativeArrangement
            """,
        "UIViewController": """
            view loadView loadViewIfNeeded viewIfLoaded isViewLoaded viewDidLoad nibName nibBundle storyboard \
            performSegue shouldPerformSegue prepare title viewWillAppear viewIsAppearing viewDidAppear viewWillDisappear \
            viewDidDisappear viewWillLayoutSubviews viewDidLayoutSubviews parent presentedViewController \
            presentingViewController definesPresentationContext providesPresentationContextTransitionStyle \
            isBeingPresented isBeingDismissed isMovingToParent isMovingFromParent present dismiss \
            modalTransitionStyle modalPresentationStyle preferredContentSize edgesForExtendedLayout \
            extendedLayoutIncludesOpaqueBars additionalSafeAreaInsets viewSafeAreaInsetsDidChange \
            viewLayoutMarginsDidChange navigationItem navigationController tabBarItem tabBarController \
            toolbarItems hidesBottomBarWhenPushed children addChild removeFromParent willMove didMove transition \
            show showDetailViewController setNeedsStatusBarAppearanceUpdate preferredStatusBarStyle \
            prefersStatusBarHidden traitCollection viewWillTransition isEditing setEditing editButtonItem \
            transitioningDelegate transitionCoordinator splitViewController collectionView setToolbarItems \
            contentScrollView setContentScrollView registerForPreviewing sheetPresentationController
            """,
        "UICollectionViewController": """
            collectionView collectionViewLayout clearsSelectionOnViewWillAppear useLayoutToLayoutNavigationTransitions \
            installsStandardGestureForInteractiveMovement
            """,
        "UICollectionViewLayout": """
            collectionView invalidateLayout register prepare layoutAttributesForElements layoutAttributesForItem \
            layoutAttributesForSupplementaryView layoutAttributesForDecorationView \
            layoutAttributesForInteractivelyMovingItem targetIndexPath shouldInvalidateLayout invalidationContext \
            shouldInvalidateLayoutForPreferredLayoutAttributes targetContentOffset collectionViewContentSize \
            developmentLayoutDirection flipsHorizontallyInOppositeLayoutDirection prepare finalizeCollectionViewUpdates \
            prepareForAnimatedBoundsChange finalizeAnimatedBoundsChange prepareForTransition finalizeLayoutTransition \
            initialLayoutAttributesForAppearingItem finalLayoutAttributesForDisappearingItem \
            initialLayoutAttributesForAppearingSupplementaryElement finalLayoutAttributesForDisappearingSupplementaryElement \
            initialLayoutAttributesForAppearingDecorationElement finalLayoutAttributesForDisappearingDecorationElement \
            indexPathsToDeleteForSupplementaryView indexPathsToDeleteForDecorationView \
            indexPathsToInsertForSupplementaryView indexPathsToInsertForDecorationView \
            invalidationContextForEndingInteractiveMovementOfItems invalidationContextForInteractivelyMovingItems
            """,
        "UICollectionViewFlowLayout": """
            minimumLineSpacing minimumInteritemSpacing itemSize estimatedItemSize scrollDirection headerReferenceSize \
            footerReferenceSize sectionInset sectionInsetReference sectionHeadersPinToVisibleBounds \
            sectionFootersPinToVisibleBounds
            """,
        "UICollectionViewLayoutAttributes": """
            frame center size transform3D bounds transform alpha zIndex isHidden indexPath representedElementCategory \
            representedElementKind copy isEqual
            """,
        "UIScreen": """
            bounds scale nativeBounds nativeScale coordinateSpace fixedCoordinateSpace brightness wantsSoftwareDimming \
            maximumFramesPerSecond availableModes currentMode preferredMode mirrored overscanCompensation \
            overscanCompensationInsets displayLink snapshotView focusedItem focusedView traitCollection \
            calibratedLatency supportsFocus referenceDisplayModeStatus currentEDRHeadroom potentialEDRHeadroom
            """,
        "UIColor": """
            withAlphaComponent getRed getHue getWhite resolvedColor cgColor ciColor set setFill setStroke \
            accessibilityName
            """,
        "UIFont": """
            familyName fontName pointSize ascender descender capHeight xHeight lineHeight leading withSize \
            fontDescriptor
            """,
        "UIImage": """
            size scale imageOrientation cgImage ciImage images duration capInsets resizingMode alignmentRectInsets \
            renderingMode isSymbolImage symbolConfiguration traitCollection configuration imageAsset \
            flipsForRightToLeftLayoutDirection baselineOffsetFromBottom hasBaseline withRenderingMode \
            withAlignmentRectInsets resizableImage stretchableImage withConfiguration withTintColor \
            imageWithoutBaseline withBaselineOffset imageFlippedForRightToLeftLayoutDirection \
            withHorizontallyFlippedOrientation applyingSymbolConfiguration draw drawAsPattern pngData jpegData \
            heicData preparingForDisplay prepareForDisplay preparingThumbnail prepareThumbnail isHighDynamicRange \
            imageRestrictedToStandardDynamicRange
            """,
        "CALayer": """
            bounds position zPosition anchorPoint anchorPointZ transform affineTransform setAffineTransform frame \
            isHidden isDoubleSided isGeometryFlipped superlayer removeFromSuperlayer sublayers addSublayer \
            insertSublayer replaceSublayer sublayerTransform mask masksToBounds convert hitTest contains contents \
            contentsRect contentsGravity contentsScale contentsCenter contentsFormat minificationFilter \
            magnificationFilter minificationFilterBias isOpaque display setNeedsDisplay needsDisplay displayIfNeeded \
            needsDisplayOnBoundsChange drawsAsynchronously draw render edgeAntialiasingMask allowsEdgeAntialiasing \
            backgroundColor cornerRadius maskedCorners cornerCurve borderWidth borderColor opacity allowsGroupOpacity \
            compositingFilter filters backgroundFilters shouldRasterize rasterizationScale shadowColor shadowOpacity \
            shadowOffset shadowRadius shadowPath preferredFrameSize setNeedsLayout needsLayout layoutIfNeeded \
            layoutSublayers actions action add animation removeAllAnimations removeAnimation animationKeys name \
            delegate style presentation model beginTime duration speed timeOffset repeatCount repeatDuration \
            autoreverses fillMode scroll scrollRectToVisible visibleRect layoutManager autoresizingMask \
            constraints wantsExtendedDynamicRangeContent
            """,
        "CGSize": """
            width height applying equalTo dictionaryRepresentation debugDescription customMirror hash hashValue
            """,
        "CGPoint": """
            x y applying equalTo dictionaryRepresentation debugDescription customMirror hash hashValue
            """,
        "CGRect": """
            origin size height width minX midX maxX minY midY maxY standardized isEmpty isNull isInfinite integral \
            insetBy offsetBy union intersection intersects contains divided equalTo applying dictionaryRepresentation \
            debugDescription customMirror hash hashValue
            """,
        "UIEdgeInsets": """
            top left bottom right inset hash hashValue
            """,
        "NSDirectionalEdgeInsets": """
            top leading bottom trailing hash hashValue
            """,
        "IndexPath": """
            item row section count startIndex endIndex first last index indices isEmpty append appending \
            dropLast dropFirst compare hash hashValue description debugDescription customMirror makeIterator \
            formIndex distance reversed map filter
            """,
    ]

    /// Static members by type (class properties, class methods, the colours and constants of UIColor.h, UIFont.h,
    /// UIScreen.h, UIView.h's class members, CGGeometry.h's constants as the overlay names them, the standard
    /// library's floating-point statics), the type's own and inherited.
    static let ownStatic: [String: String] = [
        "UIColor": """
            black darkGray lightGray white gray red green blue cyan yellow magenta orange purple brown clear \
            systemRed systemGreen systemBlue systemOrange systemYellow systemPink systemPurple systemTeal systemIndigo \
            systemBrown systemMint systemCyan systemGray systemGray2 systemGray3 systemGray4 systemGray5 systemGray6 \
            tintColor label secondaryLabel tertiaryLabel quaternaryLabel link placeholderText separator opaqueSeparator \
            systemBackground secondarySystemBackground tertiarySystemBackground systemGroupedBackground \
            secondarySystemGroupedBackground tertiarySystemGroupedBackground systemFill secondarySystemFill \
            tertiarySystemFill quaternarySystemFill lightText darkText groupTableViewBackground \
            viewFlipsideBackgroundColor scrollViewTexturedBackgroundColor underPageBackgroundColor \
            init supportsSecureCoding
            """,
        "UIFont": """
            preferredFont systemFont boldSystemFont italicSystemFont monospacedSystemFont monospacedDigitSystemFont \
            familyNames fontNames labelFontSize buttonFontSize smallSystemFontSize systemFontSize init
            """,
        "UIScreen": "main screens mirroredScreen init",
        "UIView": """
            areAnimationsEnabled setAnimationsEnabled performWithoutAnimation animate transition \
            animateKeyframes addKeyframe perform modifyAnimations requiresConstraintBasedLayout \
            layerClass userInterfaceLayoutDirection inheritedAnimationDuration layoutFittingCompressedSize \
            layoutFittingExpandedSize noIntrinsicMetric init
            """,
        "CGSize": "zero init",
        "CGPoint": "zero init",
        "CGRect": "zero null infinite init",
        "UIEdgeInsets": "zero init",
        "CGFloat": """
            pi infinity nan signalingNaN greatestFiniteMagnitude leastNormalMagnitude leastNonzeroMagnitude ulpOfOne \
            zero radix exponentBitCount significandBitCount random minimum maximum init NativeType
            """,
    ]

    /// Whether Apple's static members are known for `type` (listed in `ownStatic`), and whether `member` is one.
    public static func knowsStatic(_ type: String) -> Bool { ownStatic[type] != nil }

    /// Whether Apple declares a static member of `type` named `member`. False for a type this list does not know.
    public static func declaresStatic(_ type: String, member: String) -> Bool {
        staticNames[type]?.contains(member) == true
    }

    static let staticNames: [String: Set<String>] = ownStatic.mapValues { text in
        Set(text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\\" }).map(String.init))
    }

    /// Whether `member` of `type` is a name Apple's declarations of a known type do not have: what the placeholders
    /// may stand in for on another module's type.
    public static func isRepositoryMember(_ member: String, of type: String, isStatic: Bool) -> Bool {
        isStatic ? knowsStatic(type) && !declaresStatic(type, member: member)
            : knows(type) && !declares(type, member: member)
    }

    /// Whether Apple's declarations are known for `type` (listed here).
    public static func knows(_ type: String) -> Bool { own[type] != nil }

    /// Whether Apple declares an instance member of `type` named `member` (its own or inherited). False for a type
    /// this list does not know: ask `knows(_:)` first.
    public static func declares(_ type: String, member: String) -> Bool {
        var current: String? = type
        while let t = current {
            if names[t]?.contains(member) == true { return true }
            current = superclass[t]
        }
        return false
    }

    static let names: [String: Set<String>] = own.mapValues { text in
        Set(text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\\" }).map(String.init))
    }
}
