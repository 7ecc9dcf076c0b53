from dataclasses import dataclass
from importlib import resources

from lxml import etree

type Code = str
type Range = tuple[float, float]

_GUIDE_PARSER = etree.XMLParser(load_dtd=True, no_network=False)


@dataclass(frozen=True)
class Style:
    code: Code
    name: str
    og: Range
    ibu: Range

    def describe(self) -> str:
        return f"{self.code} {self.name} (OG {f"{self.og[0]:.3f}"}-{f"{self.og[1]:.3f}"}, IBU {self.ibu[0]:g}-{self.ibu[1]:g})"


class StyleGuide[S: Style]:
    def __init__(self, styles: dict[Code, S]) -> None:
        self.styles = styles

    def get(self, code: Code) -> S | None:
        return self.styles.get(code.upper())

    def names(self) -> list[str]:
        return [f"{s.code}: {s.name}" for s in self.styles.values()]


def _range(node, tag) -> Range:
    return (float(node.findtext(f"{tag}/low", "0")), float(node.findtext(f"{tag}/high", "0")))


def load_guide(data: bytes) -> StyleGuide[Style]:
    root = etree.fromstring(data, _GUIDE_PARSER)
    return StyleGuide({s.get("code"): Style(s.get("code"), s.findtext("name", ""), _range(s, "og"), _range(s, "ibu")) for s in root.iter("style")})


def style_by_code(code: Code):
    tree = etree.parse(str(resources.files("wortkit.data") / "bjcp2021.xml"))
    hits = tree.xpath(f"//style[@code='{code}']")
    return hits[0].findtext("name") if hits else None
