import hmac
import hashlib

from . import cache
from .fetch import fetch_include
from .templating import RENDERERS


class Document:
    def __init__(self, source, engine="jinja", signing_key=None):
        self.source = source
        self.renderer = RENDERERS[engine]()
        self.signing_key = signing_key

    def expand_includes(self):
        out = []
        for line in self.source.splitlines():
            if line.startswith("#include-url "):
                out.append(fetch_include(line.split(" ", 1)[1].strip()))
            else:
                out.append(line)
        return "\n".join(out)

    def render(self, **context):
        hit = cache.get(self.source, context)
        if hit is not None:
            return hit
        html = self.renderer.render(self.expand_includes(), context)
        cache.put(self.source, context, html)
        return html

    def signature(self, body):
        return hmac.new(self.signing_key, body.encode(), hashlib.sha256).hexdigest()

    def verify(self, body, sig):
        return hmac.compare_digest(self.signature(body), sig)
