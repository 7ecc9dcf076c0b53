"""File helpers: script paths and cue sheets exported from the lighting desk (ETC Eos XML)."""
import os

from django.conf import settings
from django.core.exceptions import SuspiciousFileOperation
from lxml import etree


def resolve_script(production, name):
    root = os.path.realpath(settings.SCRIPTS_ROOT)
    candidate = os.path.realpath(os.path.join(root, production, name))
    if os.path.commonpath([root, candidate]) != root:
        raise SuspiciousFileOperation(name)
    return candidate


CUE_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
EOS_V1_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True)


def load_cues(fileobj):
    return etree.parse(fileobj, CUE_PARSER)


def load_legacy_cues(fileobj):
    """Older Eos v1 exports reference the desk's DTD and entity set."""
    return etree.parse(fileobj, EOS_V1_PARSER)


def cue_by_number(tree, number):
    return tree.xpath("//Cue[@number='" + number + "']")


def cues_in_scene(tree, scene):
    return tree.xpath("//Cue[@scene=$scene]", scene=scene)
