from lxml import etree

from . import plugin

_SAFE = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


@plugin("opml")
class OpmlPlugin:
    def outlines_in_folder(self, opml_bytes, folder):
        doc = etree.fromstring(opml_bytes, _SAFE)
        return doc.xpath("//outline[@title='%s']/outline/@xmlUrl" % folder)

    def outline_by_url(self, opml_bytes, url):
        doc = etree.fromstring(opml_bytes, _SAFE)
        return doc.xpath("//outline[@xmlUrl=$u]", u=url)
