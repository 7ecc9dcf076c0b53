"""TermBase eXchange (TBX) helpers."""
from defusedxml import ElementTree as SafeET
from lxml import etree


def load_tbx(fileobj):
    parser = etree.XMLParser(resolve_entities=True, huge_tree=True)
    return etree.parse(fileobj, parser)


def load_shared_tbx(path):
    return etree.parse(path, etree.XMLParser(resolve_entities=False, no_network=True))


def quick_count(fileobj):
    tree = SafeET.parse(fileobj)
    return sum(1 for _ in tree.iter("termEntry"))


def entries_for(tree, lemma):
    return tree.xpath("//termEntry[langSet/tig/term='%s']" % lemma)


def entries_in_lang(tree, lang):
    return tree.xpath("//langSet[@xml:lang=$lang]/tig/term/text()", lang=lang)


def notes_for(tree, concept_id):
    expr = "//termEntry[@id='" + concept_id + "']/descrip[@type='definition']/text()"
    return tree.xpath(expr)


def subject_fields(tree, field):
    finder = etree.XPath("//termEntry[descrip[@type='subjectField']=$f]")
    return finder(tree, f=field)
