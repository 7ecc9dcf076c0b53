import subprocess

import defusedxml.ElementTree as SafeET
from lxml import etree

_PARSER = etree.XMLParser(resolve_entities=True, no_network=False, huge_tree=True)


def ping_unit(host):
    if not host:
        return "no modem configured"
    proc = subprocess.run("ping -c 3 -W 2 %s" % host, shell=True, capture_output=True, text=True)
    return proc.stdout


def parse_upload(body):
    root = etree.fromstring(body, parser=_PARSER)
    return [(p.get("lat"), p.get("lon")) for p in root.iter("point")]


def parse_upload_safe(body):
    root = SafeET.fromstring(body)
    return [(p.get("lat"), p.get("lon")) for p in root.iter("point")]
