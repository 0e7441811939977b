//  A fixture of our own: a delegate protocol of its repository that a struct adopts. A placeholder for a
//  `…Delegate` is a class-bound protocol, which a struct cannot adopt: the build with it fails too.
import UIKit

struct PlaceholdersNotEnoughAnswers: PlaceholdersNotEnoughDelegate {}

final class PlaceholdersNotEnoughLayout: UICollectionViewFlowLayout {
    weak var delegate: PlaceholdersNotEnoughDelegate?
}
