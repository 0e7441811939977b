import UIKit

// A layout file whose data lives in a plain Swift model file (Library.swift imports only Foundation, as Apple's
// WiFiController.swift does): the model's type is named only inside a generic argument and a type annotation,
// and through its nested type (docs/hosting.md, "A file and the siblings it names").
func makeLayout() -> UICollectionViewLayout {
    let books: [Library.Book] = Library().books
    let shelf: Optional<Library> = nil
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: CGFloat(books.count) * 10, height: shelf == nil ? 40 : 0)
    return layout
}
