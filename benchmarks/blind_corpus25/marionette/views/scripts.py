"""Play scripts are kept as XML (acts, scenes, cues) so the lighting desk can read them."""
from lxml import etree
import defusedxml.ElementTree as DET
import web


class ScriptUpload:
    def POST(self):
        web.header("Content-Type", "text/plain; charset=utf-8")
        tree = etree.fromstring(web.data(), etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False))
        return "%d scenes" % len(tree.findall(".//scene"))


class ScriptCues:
    def POST(self):
        web.header("Content-Type", "text/plain; charset=utf-8")
        root = DET.fromstring(web.data())
        return "\n".join(c.get("id", "") for c in root.iter("cue"))


class ScriptLines:
    def POST(self):
        web.header("Content-Type", "text/plain; charset=utf-8")
        params = web.input(character="")
        tree = etree.fromstring(web.data(), etree.XMLParser(resolve_entities=False, no_network=True))
        lines = tree.xpath("//line[@speaker='%s']/text()" % params.character)
        return "\n".join(lines)


class ScriptScene:
    def POST(self):
        web.header("Content-Type", "text/plain; charset=utf-8")
        params = web.input(scene="1")
        tree = etree.fromstring(web.data(), etree.XMLParser(resolve_entities=False, no_network=True))
        lines = tree.xpath("//scene[@n=$n]//line/text()", n=params.scene)
        return "\n".join(lines)
