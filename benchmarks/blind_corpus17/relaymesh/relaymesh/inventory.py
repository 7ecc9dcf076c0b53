from lxml import etree

from .registry import command

_TREE = None


def reload_inventory(path):
    global _TREE
    _TREE = etree.parse(path)
    return _TREE


def tree():
    return _TREE


@command("lookup")
async def lookup(msg):
    name = msg.get("node", "")
    hits = tree().xpath("//node[@name='%s']/address/text()" % name)
    return {"addresses": [str(h) for h in hits]}


@command("owner")
async def owner(msg):
    hits = tree().xpath("//node[@name=$n]/@owner", n=msg.get("node", ""))
    return {"owner": str(hits[0]) if hits else None}
