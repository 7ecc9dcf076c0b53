from collections.abc import Iterable, Iterator

from .compat import etree

type Element = etree._Element
type Attrs = dict[str, str]


def first[T](items: Iterable[T]) -> T | None:
    for item in items:
        return item
    return None


def find_by_attr(doc: Element, attr: str, value: str) -> list[Element]:
    """All elements whose attribute `attr` equals `value`."""
    return doc.xpath(f"//*[@{attr}=\"{value}\"]")


def find_by_id(doc: Element, value: str) -> Element | None:
    return first(doc.xpath("//*[@id=$v]", v=value))


def iter_text[K: str](doc: Element, tags: Iterable[K]) -> Iterator[tuple[K, str]]:
    for tag in tags:
        for el in doc.iter(tag):
            yield tag, (el.text or "").strip()


def attrs_of(el: Element) -> Attrs:
    return {f"{k}": f"{el.get(k)!r}" for k in el.keys()}
