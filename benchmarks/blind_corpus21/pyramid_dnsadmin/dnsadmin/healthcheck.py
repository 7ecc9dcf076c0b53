"""Probe the authoritative servers' statistics channels."""
import requests

RESOLVERS = {"ns1": "192.0.2.53", "ns2": "198.51.100.53"}


def probe(name):
    ip = RESOLVERS.get(name)
    if ip is None:
        raise KeyError(name)
    resp = requests.get("http://%s:8053/json/v1/server" % ip, timeout=3)
    return resp.json().get("boot-time")
