import treq
from defusedxml import ElementTree as DefusedET
from lxml import etree
from twisted.python import log

from .uploads import keep_firmware_image


def check(proto, url):
    d = treq.get(url, timeout=10)
    d.addCallback(treq.content)
    d.addCallback(lambda body: _manifest(proto, body))
    return d


def _manifest(proto, body):
    root = DefusedET.fromstring(body)
    version = root.findtext("version", "?")
    image = root.findtext("image")
    if image:
        keep_firmware_image(proto.site, f"{version}.bin", image.encode())
    proto.sendLine(f"FW {version}".encode())


def handle_event_log(proto, payload):
    doc = etree.fromstring(payload.encode("utf-8"))
    faults = [e.get("code") for e in doc.iter("fault")]
    if faults:
        log.msg(f"site {proto.site} faults: {', '.join(faults)}")
    proto.sendLine(f"OK {len(faults)} faults".encode())
