"""Department rosters from the nightly HR XML export."""
from lxml import etree

_tree_cache = {}


def _tree(path):
    if path not in _tree_cache:
        _tree_cache[path] = etree.parse(path, etree.XMLParser(resolve_entities=False, no_network=True))
    return _tree_cache[path]


def department_roster(path, dept):
    rows = _tree(path).xpath("//employee[department=$dept and not(@terminated)]", dept=dept)
    return [{"uid": r.get("uid"), "name": r.findtext("name"), "title": r.findtext("title")} for r in rows]
