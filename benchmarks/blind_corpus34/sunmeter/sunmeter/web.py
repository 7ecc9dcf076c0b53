import html

from twisted.web import resource

from . import registry


class LiveResource(resource.Resource):
    isLeaf = True

    def __init__(self, factory):
        super().__init__()
        self.factory = factory

    def render_GET(self, request):
        request.setHeader(b"content-type", b"text/html; charset=utf-8")
        rows = "".join(f"<li>{site}: {label}</li>" for site, label in sorted(self.factory.names.items()))
        return f"<h1>Connected inverters</h1><ul>{rows}</ul>".encode()


class AreaResource(resource.Resource):
    isLeaf = True

    def render_GET(self, request):
        area = request.args.get(b"area", [b""])[0].decode("utf-8", "replace")
        sites = registry.by_area(area)
        items = "".join("<li>%s</li>" % html.escape(s.get("label", "")) for s in sites)
        request.setHeader(b"content-type", b"text/html; charset=utf-8")
        return ("<h1>Sites in %s</h1><ul>%s</ul>" % (html.escape(area), items)).encode()
