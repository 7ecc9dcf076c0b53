import falcon
import jsonpickle
from lxml import etree

_LEGACY = etree.XMLParser(dtd_validation=True, resolve_entities=True, no_network=False)
_SAFE = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


class BomUpload:
    def on_post(self, req, resp):
        legacy = req.get_param_as_bool("legacy", default=False)
        parser = _LEGACY if legacy else _SAFE
        if legacy:
            tree = etree.parse(req.bounded_stream, parser)
        else:
            tree = etree.parse(req.bounded_stream, _SAFE)
        resp.media = {"parts": len(tree.findall(".//part")), "parser": "legacy" if parser is _LEGACY else "safe"}


class BomState:
    def on_put(self, req, resp):
        state = jsonpickle.decode(req.get_media()["state"])
        resp.media = {"restored": type(state).__name__}
