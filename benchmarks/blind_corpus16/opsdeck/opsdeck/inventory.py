"""Host inventory pulled from the shared CMDB (any team can edit records)."""
from dataclasses import dataclass

import requests

CMDB_URL = "https://cmdb.corp.example/api/v2"
CMDB_TOKEN = "cmdb_pat_7HkQ2mV9xW4zR8nT1bL6"


@dataclass
class Host:
    name: str
    role: str
    owner: str
    maintenance_cmd: str = ""


def hosts(role):
    resp = requests.get(CMDB_URL + "/hosts", params={"role": role},
                        headers={"Authorization": "Token " + CMDB_TOKEN}, timeout=15)
    resp.raise_for_status()
    return [Host(**h) for h in resp.json()["hosts"]]


def runbook(name):
    resp = requests.get(CMDB_URL + "/runbooks/" + requests.utils.quote(name, safe=""),
                        headers={"Authorization": "Token " + CMDB_TOKEN}, timeout=15)
    resp.raise_for_status()
    return resp.text
