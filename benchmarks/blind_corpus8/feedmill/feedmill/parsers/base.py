from dataclasses import dataclass, field


@dataclass
class Product:
    sku: str
    title: str
    price: str = ""
    image: str = ""
    extra: dict = field(default_factory=dict)


class FeedParser:
    """Turns raw feed bytes into Product records; subclasses provide load_tree()."""

    item_tag = "item"

    def parse(self, raw: bytes):
        root = self.load_tree(raw)
        return [self.to_product(node) for node in root.iter(self.item_tag)]

    def load_tree(self, raw: bytes):
        raise NotImplementedError

    def to_product(self, node):
        return Product(
            sku=(node.findtext("sku") or "").strip(),
            title=(node.findtext("title") or "").strip(),
            price=(node.findtext("price") or "").strip(),
            image=(node.findtext("image") or "").strip(),
        )
