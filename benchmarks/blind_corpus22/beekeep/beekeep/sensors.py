import requests
from bottle import Bottle, request
from lxml import etree

from .config import SENSOR_API_KEY, SENSOR_CLOUD

sensors = Bottle()
_SAFE = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=False)


@sensors.get("/scale")
def scale_reading():
    ip = request.query.sensor_ip
    resp = requests.get("http://%s/api/weight.xml" % ip, timeout=4)
    doc = etree.fromstring(resp.content, etree.XMLParser(resolve_entities=True, no_network=False))
    name = request.query.get("hive", "")
    weights = doc.xpath("/hives/hive[name='%s']/weight/text()" % name)
    return {"weights": [float(w) for w in weights]}


@sensors.get("/cloud/<hive_id:int>")
def cloud_reading(hive_id):
    resp = requests.get("%s/hives/%d/weight.xml" % (SENSOR_CLOUD, hive_id), headers={"X-Api-Key": SENSOR_API_KEY}, timeout=4)
    doc = etree.fromstring(resp.content, _SAFE)
    temps = doc.xpath("/hive/sensor[@kind=$k]/value/text()", k=request.query.get("kind", "brood"))
    return {"values": [float(t) for t in temps]}
