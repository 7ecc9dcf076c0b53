import base64
import pickle
import re

import defusedxml.lxml as dlxml
from lxml import etree

from .registry import command

DOCK_CONFIG_PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True)
SETTING_NAME = re.compile(r"^[a-z_]{1,32}$")
LATEST = {}


@command("STATE")
def state(session, rest):
    snapshot = pickle.loads(base64.b64decode(rest))
    LATEST[session.dock_id] = snapshot
    return "OK"


@command("CONFIG")
def config_blob(session, rest):
    root = etree.fromstring(base64.b64decode(rest), DOCK_CONFIG_PARSER)
    LATEST.setdefault(session.dock_id, {})["config"] = root
    return "OK"


@command("GET")
def get_setting(session, rest):
    root = LATEST.get(session.dock_id, {}).get("config")
    if root is None:
        return "ERR no config"
    values = root.xpath("/dock/setting[@name='%s']/text()" % rest.strip())
    return "VAL " + (values[0] if values else "-")


@command("GETX")
def get_setting_checked(session, rest):
    name = rest.strip()
    if not SETTING_NAME.match(name):
        return "ERR name"
    root = LATEST.get(session.dock_id, {}).get("config")
    values = root.xpath(f"/dock/setting[@name='{name}']/text()") if root is not None else []
    return "VAL " + (values[0] if values else "-")


@command("VENDOR")
def vendor_manifest(session, rest):
    root = dlxml.fromstring(base64.b64decode(rest))
    return "OK " + root.get("version", "?")
