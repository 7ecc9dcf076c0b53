"""Callbook look-ups (QRZ-style XML API)."""
import defusedxml.ElementTree as DET
import requests

API = "https://xmldata.qrz.com/xml/current/"
NS = "{http://xmldata.qrz.com}"


def session_key(user, password):
    resp = requests.get(API, params={"username": user, "password": password, "agent": "qslbureau"}, timeout=15)
    root = DET.fromstring(resp.content)
    return root.findtext(f"{NS}Session/{NS}Key")


def lookup(key, callsign):
    resp = requests.get(API, params={"s": key, "callsign": callsign}, timeout=15)
    root = DET.fromstring(resp.content)
    node = root.find(f"{NS}Callsign")
    if node is None:
        return {}
    return {child.tag.replace(NS, ""): child.text for child in node}
