"""TMX 1.4 loading helpers."""
from lxml import etree

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, remove_blank_text=True)


def load(path_or_file):
    return etree.parse(path_or_file, _PARSER)


def _seg_text(tuv):
    seg = tuv.find("seg")
    return "".join(seg.itertext()) if seg is not None else ""


def segment_dict(tu, lang):
    out = {"tuid": tu.get("tuid"), "src_lang": lang}
    for tuv in tu.iterfind("tuv"):
        code = tuv.get(XML_LANG)
        if code == lang:
            out["src"] = _seg_text(tuv)
        else:
            out.setdefault("tgt_lang", code)
            out.setdefault("tgt", _seg_text(tuv))
    out["length"] = len(out.get("src", ""))
    return out


def iter_pairs(tree, src_lang, tgt_lang):
    for tu in tree.getroot().iter("tu"):
        texts = {tuv.get(XML_LANG): _seg_text(tuv) for tuv in tu.iterfind("tuv")}
        if src_lang in texts and tgt_lang in texts:
            yield tu.get("tuid"), texts[src_lang], texts[tgt_lang]
