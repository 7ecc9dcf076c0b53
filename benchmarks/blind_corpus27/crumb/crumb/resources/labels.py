import os

from twisted.web.static import File

from .. import config
from ..services.pricing_rules import label_price, label_price_fast
from .base import ArgResource


class LabelFile(ArgResource):
    def render_GET(self, request):
        name = self.arg(request, "file")
        with open(os.path.join(config.LABEL_DIR, name), "rb") as fh:
            request.setHeader(b"content-type", b"application/pdf")
            return fh.read()


class LabelPrice(ArgResource):
    def render_POST(self, request):
        base = self.arg(request, "base", "0")
        rule = self.arg(request, "rule", "base")
        if self.arg(request, "fast") == "1":
            return str(label_price_fast(base, rule)).encode()
        return str(label_price(base, rule)).encode()


labels_static = File(config.LABEL_DIR)  # twisted.web.static.File refuses '..' segments
