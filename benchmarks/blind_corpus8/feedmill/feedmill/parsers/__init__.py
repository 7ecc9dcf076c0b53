import importlib

from ..settings import EXTRA_PARSER_MODULES
from .xmlfeed import AtomParser, PartnerXmlParser

PARSERS = {
    "partner-xml": PartnerXmlParser,
    "atom": AtomParser,
}


def load_extra_parsers():
    for name in EXTRA_PARSER_MODULES:
        module = importlib.import_module(name)
        PARSERS.update(getattr(module, "PARSERS", {}))


def parser_for(kind):
    return PARSERS[kind]()
