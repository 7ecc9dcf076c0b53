import logging

import yaml
from lxml import etree

from .. import storage
from ..registry import handles

log = logging.getLogger(__name__)


@handles("apiary.profile")
def apply_profile(msg, ctx):
    """Apiary profiles are edited in the mobile app and relayed as YAML."""
    profile = yaml.load(msg["profile_yaml"], Loader=yaml.Loader)
    with storage.cursor() as cur:
        cur.execute(
            "UPDATE apiaries SET name = %s, lat = %s, lon = %s WHERE apiary_id = %s",
            (profile["name"], profile.get("lat"), profile.get("lon"), msg["apiary_id"]),
        )
    return profile


@handles("gateway.config_xml")
def parse_gateway_config(msg, ctx):
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True)
    root = etree.fromstring(msg["xml"].encode("utf-8"), parser)
    settings_out = {el.tag: el.text for el in root.iter() if el.text and el.text.strip()}
    log.info("[%s] gateway config has %d keys", ctx["trace"], len(settings_out))
    return settings_out
