import UIKit

// Text drawn into images and measured for layout, as badge and placeholder code does.
enum BadgeRenderer {
    static func badge(_ text: String) -> UIImage {
        let font = UIFont.systemFont(ofSize: 12, weight: .semibold)
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.white]
        let size = text.size(withAttributes: attributes)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: size.width + 12, height: size.height + 4))
        return renderer.image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            text.draw(at: CGPoint(x: 6, y: 2), withAttributes: attributes)
            (text as NSString).draw(in: CGRect(x: 0, y: 0, width: 40, height: 20), withAttributes: attributes)
            let style = NSMutableParagraphStyle()
            style.alignment = .center
            style.lineBreakMode = .byTruncatingTail
            let attributed = NSAttributedString(string: text, attributes: [
                .paragraphStyle: style, .underlineStyle: NSUnderlineStyle.single.rawValue, .kern: 1.5,
            ])
            attributed.draw(in: CGRect(x: 0, y: 0, width: 40, height: 20))
            attributed.draw(at: .zero)
            attributed.draw(with: CGRect(x: 0, y: 0, width: 40, height: 20), options: .usesLineFragmentOrigin, context: nil)
        }
    }

    static func height(of text: String, width: CGFloat) -> CGFloat {
        let rect = text.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude),
                                     options: [.usesLineFragmentOrigin, .usesFontLeading],
                                     attributes: [.font: UIFont.preferredFont(forTextStyle: .body)], context: nil)
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.5
        let attributed = NSAttributedString(string: text).boundingRect(with: CGSize(width: width, height: 100),
                                                                       options: .usesLineFragmentOrigin, context: context)
        return ceil(max(rect.height, attributed.height, NSAttributedString(string: text).size().height))
    }

    static func legacy() -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 20), false, 0)
        defer { UIGraphicsEndImageContext() }
        "A".draw(in: CGRect(x: 0, y: 0, width: 20, height: 20), withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        return UIGraphicsGetImageFromCurrentImageContext()
    }
}
