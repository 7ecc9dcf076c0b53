from html import escape

from lxml import etree

from .. import config
from .base import ArgResource

_PARSER = etree.XMLParser(resolve_entities=False, no_network=True)


def _menu():
    return etree.parse(config.MENU_XML, _PARSER)


class MenuSearch(ArgResource):
    def render_GET(self, request):
        q = self.arg(request, "q")
        names = _menu().xpath("//item[contains(@name, '%s')]/@name" % q)
        request.setHeader(b"content-type", b"text/html; charset=utf-8")
        items = "".join("<li>%s</li>" % escape(n) for n in names)
        return ("<h2>Results for %s</h2><ul>%s</ul>" % (q, items)).encode()


class MenuItem(ArgResource):
    def render_GET(self, request):
        name = self.arg(request, "name")
        price = _menu().xpath("string(//item[@name=$n]/@price)", n=name)
        request.setHeader(b"content-type", b"text/html; charset=utf-8")
        return ("<h1>%s</h1><p>%s</p>" % (escape(name), escape(price))).encode()
